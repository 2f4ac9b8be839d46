// Every message the uniformity analysis emits, in one table: a stable id and Tint's wording, with
// {0}, {1}... standing for the arguments (names, argument indices). The analysis builds Diagnostic
// objects from these; nothing else in wgx speaks for the uniformity analysis.
#pragma once

#include <string>
#include <string_view>

namespace wgx::sema::uniformity {

enum class Msg : uint8_t {
  // Triggers: error, warning or info (Tint prints info as a note).
  CallInNonUniformControlFlow,          // '{0}' must only be called from uniform control flow
  CallInNonUniformSubgroupControlFlow,  // ... from subgroup uniform control flow
  ArgumentMustBeUniform,                // '{0}' requires argument {1} to be uniform
  ArgumentContentsMustBeUniform,        // '{0}' requires argument {1} to have uniform contents
  // Notes explaining the trigger.
  CalledBy,
  CalledIndirectlyBy,
  ControlFlowDependsOnNonUniformValue,
  ValuePassedHere,
  ValuePassedViaPointerHere,
  BuiltinMayBeNonUniform,
  UserInputMayBeNonUniform,
  ParameterMayBeNonUniform,
  ParameterMayPointToNonUniform,
  ReadMayBeNonUniform,                  // reading from {0}'{1}' may result in a non-uniform value
  ReturnValueMayBeNonUniform,
  PassingNonUniformPointer,
  PointerContentsMayBecomeNonUniform,
  ExpressionMayBeNonUniform,
};

struct MsgInfo {
  Msg msg;
  std::string_view id;
  std::string_view text;
};

inline constexpr MsgInfo kMessages[] = {
    {Msg::CallInNonUniformControlFlow, "uniformity.call-not-uniform",
     "'{0}' must only be called from uniform control flow"},
    {Msg::CallInNonUniformSubgroupControlFlow, "uniformity.call-not-subgroup-uniform",
     "'{0}' must only be called from subgroup uniform control flow"},
    {Msg::ArgumentMustBeUniform, "uniformity.argument-not-uniform", "'{0}' requires argument {1} to be uniform"},
    {Msg::ArgumentContentsMustBeUniform, "uniformity.argument-contents-not-uniform",
     "'{0}' requires argument {1} to have uniform contents"},
    {Msg::CalledBy, "uniformity.note.called-by", "called by '{0}' from '{1}'"},
    {Msg::CalledIndirectlyBy, "uniformity.note.called-indirectly-by", "called indirectly by '{0}' from '{1}'"},
    {Msg::ControlFlowDependsOnNonUniformValue, "uniformity.note.control-flow",
     "control flow depends on possibly non-uniform value"},
    {Msg::ValuePassedHere, "uniformity.note.value-passed", "possibly non-uniform value passed here"},
    {Msg::ValuePassedViaPointerHere, "uniformity.note.value-passed-via-pointer",
     "possibly non-uniform value passed via pointer here"},
    {Msg::BuiltinMayBeNonUniform, "uniformity.note.builtin", "builtin '{0}' of '{1}' may be non-uniform"},
    {Msg::UserInputMayBeNonUniform, "uniformity.note.user-input", "user-defined input '{0}' of '{1}' may be non-uniform"},
    {Msg::ParameterMayBeNonUniform, "uniformity.note.parameter", "parameter '{0}' of '{1}' may be non-uniform"},
    {Msg::ParameterMayPointToNonUniform, "uniformity.note.parameter-pointee",
     "parameter '{0}' of '{1}' may point to a non-uniform value"},
    {Msg::ReadMayBeNonUniform, "uniformity.note.read", "reading from {0}'{1}' may result in a non-uniform value"},
    {Msg::ReturnValueMayBeNonUniform, "uniformity.note.return-value", "return value of '{0}' may be non-uniform"},
    {Msg::PassingNonUniformPointer, "uniformity.note.non-uniform-pointer",
     "passing non-uniform pointer to '{0}' may produce a non-uniform output"},
    {Msg::PointerContentsMayBecomeNonUniform, "uniformity.note.pointer-contents",
     "contents of pointer may become non-uniform after calling '{0}'"},
    {Msg::ExpressionMayBeNonUniform, "uniformity.note.expression", "result of expression may be non-uniform"},
};

inline const MsgInfo& message_info(Msg m) { return kMessages[static_cast<size_t>(m)]; }

// The message text with {0}, {1} replaced by `a0`, `a1`.
inline std::string format_message(Msg m, std::string_view a0 = {}, std::string_view a1 = {}) {
  std::string_view t = message_info(m).text;
  std::string out;
  out.reserve(t.size() + a0.size() + a1.size());
  for (size_t i = 0; i < t.size(); ++i) {
    if (t[i] == '{' && i + 2 < t.size() && t[i + 2] == '}' && (t[i + 1] == '0' || t[i + 1] == '1')) {
      out += t[i + 1] == '0' ? a0 : a1;
      i += 2;
      continue;
    }
    out += t[i];
  }
  return out;
}

}  // namespace wgx::sema::uniformity
