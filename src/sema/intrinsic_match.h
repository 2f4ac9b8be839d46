// Overload matching over the compiled intrinsic table (internal to sema/intrinsic_*.cpp): the
// template state that arguments bind, the pattern matcher, candidate scoring as Tint does it, and
// the failure messages built from scored candidates.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "sema/intrinsic_def.h"

namespace wgx::sema::intrinsic {

// A template number or enumerant: unset (Tint's "any"), bound, or failed its constraint.
struct Num {
  enum State : uint8_t { Unset, Valid, Invalid };
  State state = Unset;
  uint32_t value = 0;
  static Num of(uint32_t v) { return {Valid, v}; }
  static Num invalid() { return {Invalid, 0}; }
  bool valid() const { return state == Valid; }
};

// What the template parameters of one overload are bound to.
struct TemplateState {
  std::vector<const Type*> types;  // null: unbound; invalid_type(): failed its constraint
  std::vector<Num> nums;
};

// A type that converts to nothing: what a template type becomes when it fails its constraint.
const Type* invalid_type();

// Matches patterns against argument types, binding templates. With `abstract` false (some
// argument is not a const-expression), abstract-int/-float are no longer candidates for a
// constrained template and convert to the concrete types instead.
class Matcher {
 public:
  Matcher(TypeTable& types, TemplateState& state, bool abstract) : types_(types), st_(state), abstract_(abstract) {}
  // The type `ty` converts to under `p`, or null when it does not match.
  const Type* match(const Pattern* p, const Type* ty);
  Num match_num(const Pattern* p, Num n);
  // The type `p` denotes once all templates are bound (return types).
  const Type* build(const Pattern* p);

 private:
  const Type* prim(Prim p) const;
  bool prim_matches(Prim p, const Type* ty) const;
  uint32_t num_of(const Pattern* p) const;

  TypeTable& types_;
  TemplateState& st_;
  bool abstract_;
};

struct Candidate {
  const IntrinsicOverload* overload = nullptr;
  size_t score = 0;  // 0: matches; else a penalty ordering the failure message's list
  TemplateState templates;
  std::vector<const Type*> params;  // per matched argument: the type it converts to
};

// How the failure message names the callee.
enum class CallKind : uint8_t { Function, Operator, Constructor };

// Tint's message for a call that matched no overload: the call signature, then the candidates
// (sorted best first). Without the trailing newline.
std::string no_match_message(TypeTable& types, CallKind kind, std::string_view name,
                             const std::vector<const Type*>& template_args, const std::vector<const Type*>& args,
                             const std::vector<Candidate>& sorted);

}  // namespace wgx::sema::intrinsic
