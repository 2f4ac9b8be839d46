// Constant evaluation (see const_eval.h): the stage of every expression, the values of
// const-expressions, materialization of abstract values, and the checks Tint makes on constant
// operands of runtime expressions (shift amounts, integer division by zero, constant indices).
// The arithmetic lives in const_eval_ops.cpp, the builtin functions in const_eval_builtins.cpp.
#include "sema/const_eval.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <unordered_map>

#include "sema/const_eval_ops.h"
#include "sema/diag_ids.h"
#include "sema/intrinsics.h"

namespace wgx::sema {
namespace {

using namespace ast;  // NOLINT
// Values are immutable once made and live as long as the evaluator (ConstEvaluator::Impl::keep),
// so expressions and `const`s that share one share a plain pointer.
using ValuePtr = const Value*;

// Tint's evaluation stages, in order: an unevaluated expression (the right side of a
// short-circuiting `&&`/`||`) is earlier than any other.
enum class Stage : uint8_t { NotEvaluated, Const, Override, Runtime };

ArgStage arg_stage(Stage s) {
  switch (s) {
    case Stage::Override: return ArgStage::Override;
    case Stage::Runtime: return ArgStage::Runtime;
    default: return ArgStage::Constant;
  }
}

const char* stage_name(Stage s) {
  return s == Stage::Override ? "an override-expression" : "a runtime-expression";
}

// The scalar type at the bottom of `t` (array elements included).
const Type* deepest(const Type* t) {
  while (t->kind == TypeKind::Vector || t->kind == TypeKind::Matrix || t->kind == TypeKind::Array) t = t->elem;
  return t;
}

bool same_shape(const Type* a, const Type* b) {
  if (a->kind != b->kind && (ce::is_composite(a) || ce::is_composite(b))) return false;
  switch (a->kind) {
    case TypeKind::Vector: return a->width == b->width;
    case TypeKind::Matrix: return a->width == b->width && a->rows == b->rows;
    case TypeKind::Array: return a->count == b->count && a->count != 0;
    case TypeKind::Struct: return a->structure->members.size() == b->structure->members.size();
    default: return is_scalar(a) && is_scalar(b);
  }
}

// The direct sub-expressions of `e`, in evaluation order (call targets and template arguments
// are not values).
template <typename F>
void for_each_child(const Expr* e, F&& f) {
  switch (e->kind) {
    case ExprKind::Call:
      for (const Expr* a : static_cast<const CallExpr*>(e)->args) f(a);
      break;
    case ExprKind::Unary: f(static_cast<const UnaryExpr*>(e)->operand); break;
    case ExprKind::Binary:
      f(static_cast<const BinaryExpr*>(e)->lhs);
      f(static_cast<const BinaryExpr*>(e)->rhs);
      break;
    case ExprKind::Index:
      f(static_cast<const IndexExpr*>(e)->base);
      f(static_cast<const IndexExpr*>(e)->index);
      break;
    case ExprKind::Member: f(static_cast<const MemberExpr*>(e)->base); break;
    default: break;
  }
}

}  // namespace

struct ConstEvaluator::Impl {
  Impl(const SourceFile& f, DiagnosticList& d, ModuleInfo& i) : file(f), diags(d), info(i), types(i.types) {
    exprs.resize(i.expr_count());
  }

  const SourceFile& file;
  DiagnosticList& diags;
  ModuleInfo& info;
  TypeTable& types;

  // Per expression: its stage, its own value and the value converted for its use.
  struct Entry {
    Stage stage = Stage::Runtime;
    bool recorded = false;            // given a stage (one never given counts as const below)
    bool not_evaluated = false;       // the right side of a decided `&&`/`||`
    bool failed_conversion = false;   // reported once
    bool reported_too_large = false;  // a constant too large to hold, reported
    ValuePtr value = nullptr;
    ValuePtr materialized = nullptr;
  };
  std::vector<Entry> exprs;  // indexed by Expr::id, grown on demand
  std::deque<Value> values;  // every value made; a deque, so pointers to them stay valid

  ValuePtr keep(Value v) {
    values.push_back(std::move(v));
    return &values.back();
  }

  Entry& slot(const Expr* e) {
    if (e->id >= exprs.size()) exprs.resize(e->id + 1);
    return exprs[e->id];
  }
  // The entry of `e`, which now has a stage.
  Entry& at(const Expr* e) {
    Entry& entry = slot(e);
    entry.recorded = true;
    return entry;
  }
  const Entry* recorded(const Expr* e) const {
    return e->id < exprs.size() && exprs[e->id].recorded ? &exprs[e->id] : nullptr;
  }
  const Entry& flags(const Expr* e) const {
    static const Entry kNone;
    return e->id < exprs.size() ? exprs[e->id] : kNone;
  }
  std::unordered_map<const Entity*, ValuePtr> consts;
  // Tint interns constants by value, and +0 == -0: the first zero of a float type made in a
  // module is the one every later zero of that type becomes. Whether it was negative:
  std::unordered_map<const Type*, bool> zero_sign;

  void canonical_zeros(Value& v) {
    if (ce::is_float_type(v.type) && v.f == 0) {
      auto [it, fresh] = zero_sign.emplace(v.type, std::signbit(v.f));
      if (!fresh) v.f = it->second ? -0.0 : 0.0;
    }
    for (Value& el : v.elements) canonical_zeros(el);
  }

  // ---- diagnostics ----
  void error(Span at, ConstEvalId id, std::string message) {
    diags.add({Severity::Error, diag_id(id), std::move(message), &file, at});
  }
  void note(Span at, std::string message) {
    diags.add({Severity::Note, diag_id(ConstEvalId::Note), std::move(message), &file, at});
  }
  // Reports what an evaluation collected at `at`; returns false when it holds an error.
  bool flush(const ce::Sink& sink, Span at) {
    for (const ce::Sink::Message& m : sink.messages) {
      if (m.error) {
        error(at, ConstEvalId::Error, m.text);
      } else {
        note(at, m.text);
      }
    }
    return !sink.failed();
  }

  // ---- stages and values ----
  Stage stage_of(const Expr* e) const {
    const Entry* entry = recorded(e);
    return entry ? entry->stage : Stage::Runtime;
  }
  ValuePtr val_ptr(const Expr* e) const {
    const Entry* entry = recorded(e);
    if (!entry) return nullptr;
    return entry->materialized ? entry->materialized : entry->value;
  }
  const Value* val(const Expr* e) const { return val_ptr(e); }
  const Type* type_of(const Expr* e) const {
    const Type* t = info.type(e);
    return t ? unwrap_ref(t) : nullptr;
  }
  void set(const Expr* e, Stage s, Value v = {}) {
    Entry& entry = at(e);
    entry.stage = s;
    if (!v.type) return;  // a constant too large to hold, or of a type with no value (atomic)
    if (too_large(v.type, e->span)) {
      entry.reported_too_large = true;
      return;
    }
    canonical_zeros(v);
    entry.value = keep(std::move(v));
  }

  // A constant is held scalar by scalar, so its size is bounded (the memory a shader's constants
  // take stays proportionate to its source): a bigger one is reported where it is made.
  bool too_large(const Type* t, Span at) {
    uint64_t n = leaf_count(t);
    if (n <= ce::kMaxConstantLeaves) return false;
    error(at, ConstEvalId::TooLarge,
          "constant value of type '" + type_name(t) + "' holds " + std::to_string(n) +
              " scalars; wgx evaluates constants of at most " + std::to_string(ce::kMaxConstantLeaves));
    return true;
  }

  // The value of `e` converted to `to` (abstract to concrete), errors at `e`.
  bool materialize(const Expr* e, const Type* to) {
    if (!to || flags(e).not_evaluated) return true;
    const Value* v = val(e);
    if (!v || v->type == to || !is_abstract(v->type) || is_abstract(deepest(to)) || !same_shape(v->type, to)) return true;
    if (flags(e).failed_conversion) return false;
    ce::Sink sink(types);
    Value r = ce::convert(*v, to, sink);
    if (!flush(sink, e->span)) {
      slot(e).failed_conversion = true;
      return false;
    }
    canonical_zeros(r);
    if (r.type) at(e).materialized = keep(std::move(r));
    return true;
  }

  // The value of `e` converted to parameter type `to` for an evaluation (abstract-int to
  // abstract-float, ...); errors at `e`. No value when `e` has none.
  Value argument(const Expr* e, const Type* to, bool* failed) {
    const Value* v = val(e);
    if (!v) return {};
    if (!to || v->type == to || !same_shape(v->type, to)) return *v;
    ce::Sink sink(types);
    Value r = ce::convert(*v, to, sink);
    if (!flush(sink, e->span)) *failed = true;
    canonical_zeros(r);
    return r;
  }

  // The first part of `e` (children first) that is not a const-expression.
  const Expr* first_non_const(const Expr* e) const {
    const Expr* found = nullptr;
    for_each_child(e, [&](const Expr* c) {
      if (!found) found = first_non_const(c);
    });
    if (found) return found;
    const Entry* entry = recorded(e);
    if (entry && entry->stage > Stage::Const) return e;
    return nullptr;
  }

  void mark_not_evaluated(const Expr* e) {
    slot(e).not_evaluated = true;
    for_each_child(e, [&](const Expr* c) { mark_not_evaluated(c); });
  }

  // ---- expressions ----
  bool literal(const Expr* e, const Type* type);
  bool ident(const IdentExpr* e);
  bool call(const CallExpr* e, const Type* type);
  bool builtin_call(const CallExpr* e, const Entity* fn, const Type* type, Stage args_stage);
  bool const_argument_ranges(const CallExpr* e, std::string_view name, const MatchResult& m);
  bool partial_const_checks(const CallExpr* e, const MatchResult& m, const Type* type);
  bool constructor(const CallExpr* e, const Type* type, Stage args_stage);
  bool unary(const UnaryExpr* e, const Type* type);
  bool binary(const BinaryExpr* e, const Type* type);
  bool check_rhs(BinaryOp op, const Expr* rhs, const Type* lhs_param, const Type* rhs_param, Span at);
  bool index(const IndexExpr* e, const Type* type);
  bool member(const MemberExpr* e, const Type* type);
};

bool ConstEvaluator::Impl::literal(const Expr* e, const Type* type) {
  switch (e->kind) {
    case ExprKind::IntLiteral:
      set(e, Stage::Const, ce::make_int(type, static_cast<const IntLiteralExpr*>(e)->value));
      break;
    case ExprKind::FloatLiteral:
      set(e, Stage::Const, ce::make_float(type, static_cast<const FloatLiteralExpr*>(e)->value));
      break;
    default:
      set(e, Stage::Const, ce::make_bool(type, static_cast<const BoolLiteralExpr*>(e)->value));
      break;
  }
  return true;
}

bool ConstEvaluator::Impl::ident(const IdentExpr* e) {
  const Entity* ent = info.entity(e);
  Stage s = Stage::Runtime;
  if (ent && ent->kind == EntityKind::Const) {
    s = Stage::Const;
    auto it = consts.find(ent);
    if (it != consts.end()) at(e).value = it->second;
  } else if (ent && ent->kind == EntityKind::Override) {
    s = Stage::Override;
    // A substituted override is a constant of its value.
    auto it = consts.find(ent);
    if (it != consts.end()) {
      s = Stage::Const;
      at(e).value = it->second;
    }
  }
  at(e).stage = s;
  return true;
}

bool ConstEvaluator::Impl::call(const CallExpr* e, const Type* type) {
  Stage args_stage = Stage::Const;
  for (const Expr* a : e->args) args_stage = std::max(args_stage, stage_of(a));
  const Entity* target = info.entity(e->target);
  if (!target) {
    at(e).stage = Stage::Runtime;
    return true;
  }
  switch (target->kind) {
    case EntityKind::Function: {
      at(e).stage = Stage::Runtime;
      const CallSite* site = info.call(e);
      if (!site || !site->callee || site->callee->params.size() != e->args.size()) return true;
      for (size_t i = 0; i < e->args.size(); ++i) {
        if (!materialize(e->args[i], site->callee->params[i]->type)) return false;
      }
      return true;
    }
    case EntityKind::BuiltinFunction:
      return builtin_call(e, target, type, args_stage);
    case EntityKind::Struct:
    case EntityKind::Alias:
    case EntityKind::BuiltinType:
      return constructor(e, type, args_stage);
    default:
      at(e).stage = Stage::Runtime;
      return true;
  }
}

// The texture builtins (their family in the builtin list), whose offset and component arguments
// are const-expressions in a range.
static bool is_texture_builtin(std::optional<BuiltinId> builtin) {
  return builtin && builtin_def(*builtin).family == BuiltinFamily::Texture;
}

bool ConstEvaluator::Impl::builtin_call(const CallExpr* e, const Entity* fn, const Type* type, Stage args_stage) {
  std::string_view name = fn->name;
  std::optional<BuiltinId> builtin = find_builtin(name);
  at(e).stage = Stage::Runtime;
  // Without constant arguments there is nothing to materialize, evaluate or check, except the
  // arguments that must be constant.
  bool const_params = is_texture_builtin(builtin) || builtin == BuiltinId::SubgroupBroadcast ||
                      builtin == BuiltinId::QuadBroadcast;
  if (args_stage == Stage::Runtime && !const_params &&
      std::none_of(e->args.begin(), e->args.end(), [&](const Expr* a) { return stage_of(a) == Stage::Const; })) {
    return true;
  }
  std::vector<const Type*> template_args;
  if (!e->target->template_args.empty()) {
    if (builtin != BuiltinId::Bitcast) return true;
    template_args.push_back(type);
  }
  std::vector<const Type*> arg_types;
  for (const Expr* a : e->args) {
    const Type* t = type_of(a);
    if (!t) return true;
    arg_types.push_back(t);
  }
  MatchResult m = match_builtin(types, name, template_args, arg_types, arg_stage(args_stage));
  if (!m.ok || m.parameters.size() != e->args.size()) return true;
  for (size_t i = 0; i < e->args.size(); ++i) {
    if (!materialize(e->args[i], m.parameters[i])) return false;
  }
  for (size_t i = 0; i < e->args.size() && i < m.const_parameters.size(); ++i) {
    if (m.const_parameters[i] && stage_of(e->args[i]) != Stage::Const) {
      std::string param = i < m.parameter_names.size() ? std::string(m.parameter_names[i]) : std::string();
      error(e->args[i]->span, ConstEvalId::ConstArgument,
            "the '" + param + "' argument of '" + std::string(name) + "' must be a const-expression");
      return false;
    }
  }
  Stage s = std::max(args_stage, m.is_const ? Stage::Const : Stage::Runtime);
  at(e).stage = s;
  if (s != Stage::Const) return const_argument_ranges(e, name, m) && partial_const_checks(e, m, type);
  ce::BuiltinFn f = m.info ? ce::builtin_fn(m.info->id) : nullptr;
  if (!f) return true;
  std::vector<Value> args;
  bool failed = false;
  for (size_t i = 0; i < e->args.size(); ++i) {
    Value v = argument(e->args[i], m.parameters[i], &failed);
    if (failed) return false;
    if (!v.type) return true;  // a constant without a value (an earlier error)
    args.push_back(std::move(v));
  }
  ce::Sink sink(types);
  Value v = f(args, type, sink);
  if (!flush(sink, e->span)) return false;
  set(e, Stage::Const, std::move(v));
  return true;
}

// The ranges of constant arguments: texture offsets and gather components, broadcast lane ids.
bool ConstEvaluator::Impl::const_argument_ranges(const CallExpr* e, std::string_view name, const MatchResult& m) {
  auto arg_value = [&](size_t i) { return stage_of(e->args[i]) == Stage::Const ? val(e->args[i]) : nullptr; };
  std::optional<BuiltinId> builtin = find_builtin(name);
  if (is_texture_builtin(builtin)) {
    struct Limit {
      std::string_view param;
      int64_t min, max;
    };
    for (Limit l : {Limit{"offset", -8, 7}, Limit{"component", 0, 3}}) {
      for (size_t i = 0; i < e->args.size() && i < m.parameter_names.size(); ++i) {
        if (m.parameter_names[i] != l.param) continue;
        const Value* v = arg_value(i);
        if (!v) continue;
        std::string p(l.param), range = " must be at least " + std::to_string(l.min) + " and at most " + std::to_string(l.max) + ". ";
        if (ce::is_composite(v->type)) {
          for (size_t c = 0; c < v->elements.size(); ++c) {
            int64_t x = v->elements[c].i;
            if (x < l.min || x > l.max) {
              error(e->args[i]->span, ConstEvalId::ArgumentRange,
                    "each component of the " + p + " argument" + range + p + " component " + std::to_string(c) +
                        " is " + std::to_string(x));
              return false;
            }
          }
        } else if (v->i < l.min || v->i > l.max) {
          error(e->args[i]->span, ConstEvalId::ArgumentRange,
                "the " + p + " argument" + range + p + " is " + std::to_string(v->i));
          return false;
        }
      }
    }
    return true;
  }
  // The lane argument of the subgroup builtins that name another lane: [0, 128) (quadBroadcast:
  // [0, 4)), with the parameter's name in Tint's message.
  static const std::pair<BuiltinId, const char*> kLaneArgs[] = {
      {BuiltinId::SubgroupBroadcast, "sourceLaneIndex"}, {BuiltinId::SubgroupShuffle, "sourceLaneIndex"},
      {BuiltinId::SubgroupShuffleDown, "delta"},         {BuiltinId::SubgroupShuffleUp, "delta"},
      {BuiltinId::SubgroupShuffleXor, "mask"},           {BuiltinId::QuadBroadcast, "id"}};
  const char* param = nullptr;
  for (const auto& [lane_builtin, p] : kLaneArgs) {
    if (builtin == lane_builtin) param = p;
  }
  if (param && e->args.size() == 2) {
    const Value* id = arg_value(1);
    if (!id) return true;
    std::string what = std::string("the ") + param + " argument of " + std::string(name);
    int64_t limit = builtin == BuiltinId::QuadBroadcast ? 4 : 128;
    if (id->i < 0) {
      error(e->args[1]->span, ConstEvalId::ArgumentRange, what + " must be greater than or equal to zero");
      return false;
    }
    if (id->i >= limit) {
      error(e->args[1]->span, ConstEvalId::ArgumentRange, what + " must be less than " + std::to_string(limit));
      return false;
    }
  }
  return true;
}

// Tint checks the constant arguments of some builtins even when others are not constant.
bool ConstEvaluator::Impl::partial_const_checks(const CallExpr* e, const MatchResult& m, const Type* type) {
  auto const_arg = [&](size_t i) -> std::optional<Value> {
    if (i >= e->args.size() || stage_of(e->args[i]) != Stage::Const) return std::nullopt;
    bool failed = false;
    Value v = argument(e->args[i], m.parameters[i], &failed);
    if (failed || !v.type) return std::nullopt;
    return v;
  };
  if (!m.info) return true;
  BuiltinId id = m.info->id;
  std::vector<Value> fake;
  if (id == BuiltinId::Clamp) {
    auto lo = const_arg(1), hi = const_arg(2);
    if (!lo || !hi) return true;
    fake = {*lo, *lo, *hi};
  } else if (id == BuiltinId::Smoothstep) {
    auto lo = const_arg(0), hi = const_arg(1);
    if (!lo || !hi) return true;
    fake = {*lo, *hi, *hi};
  } else if (id == BuiltinId::Ldexp) {
    auto ex = const_arg(1);
    if (!ex) return true;
    fake = {ce::zero_value(types, type), *ex};
  } else if (id == BuiltinId::ExtractBits) {
    auto off = const_arg(1), count = const_arg(2);
    if (!off || !count) return true;
    fake = {ce::zero_value(types, type), *off, *count};
  } else if (id == BuiltinId::InsertBits) {
    auto off = const_arg(2), count = const_arg(3);
    if (!off || !count) return true;
    Value zero = ce::zero_value(types, type);
    fake = {zero, zero, *off, *count};
  } else {
    return true;
  }
  for (const Value& v : fake) {
    if (!v.type) return true;
  }
  ce::Sink sink(types);
  ce::builtin_fn(id)(fake, type, sink);
  return flush(sink, e->span);
}

bool ConstEvaluator::Impl::constructor(const CallExpr* e, const Type* type, Stage args_stage) {
  at(e).stage = args_stage;
  const auto& args = e->args;
  std::vector<const Type*> arg_types;
  for (const Expr* a : args) {
    const Type* t = type_of(a);
    if (!t) return true;
    arg_types.push_back(t);
  }
  // A value conversion (`u32(x)`, `vec2<f32>(v)`) converts at the call; a constructor's
  // arguments are materialized to its parameters, at each argument.
  bool conversion = false;
  if (args.size() == 1 && arg_types[0] != type && same_shape(arg_types[0], type)) {
    switch (type->kind) {
      case TypeKind::Vector: conversion = true; break;
      case TypeKind::Matrix: conversion = !is_abstract(arg_types[0]); break;
      case TypeKind::Array:
      case TypeKind::Struct: break;
      default: conversion = true; break;
    }
  }
  std::vector<const Type*> params(args.size(), nullptr);
  if (!conversion) {
    for (size_t i = 0; i < args.size(); ++i) {
      const Type* a = arg_types[i];
      switch (type->kind) {
        case TypeKind::Vector:
        case TypeKind::Matrix:
          if (type->kind == TypeKind::Matrix && a->kind == TypeKind::Matrix) {
            params[i] = type;
          } else if (a->kind == TypeKind::Vector) {
            params[i] = types.vec(type->elem, a->width);
          } else {
            params[i] = type->elem;
          }
          break;
        case TypeKind::Array: params[i] = type->elem; break;
        case TypeKind::Struct:
          if (i < type->structure->members.size()) params[i] = type->structure->members[i].type;
          break;
        default: params[i] = type; break;
      }
      if (!materialize(args[i], params[i])) return false;
    }
  }
  if (args_stage != Stage::Const) return true;

  if (args.empty()) {
    set(e, Stage::Const, ce::zero_value(types, type));
    return true;
  }
  std::vector<Value> vals;
  bool failed = false;
  for (size_t i = 0; i < args.size(); ++i) {
    Value v = argument(args[i], params[i], &failed);
    if (failed) return false;
    if (!v.type) return true;
    vals.push_back(std::move(v));
  }
  if (conversion || (args.size() == 1 && vals[0].type == type)) {
    ce::Sink sink(types);
    Value v = ce::convert(vals[0], type, sink);
    if (!flush(sink, e->span)) return false;
    set(e, Stage::Const, std::move(v));
    return true;
  }
  Value out;
  out.type = type;
  switch (type->kind) {
    case TypeKind::Vector:
      if (vals.size() == 1 && !ce::is_composite(vals[0].type)) {
        out.elements.assign(type->width, vals[0]);  // splat
        break;
      }
      for (Value& v : vals) {
        if (ce::is_composite(v.type)) {
          for (Value& el : v.elements) out.elements.push_back(std::move(el));
        } else {
          out.elements.push_back(std::move(v));
        }
      }
      break;
    case TypeKind::Matrix:
      if (vals[0].type->kind == TypeKind::Vector) {
        out.elements = std::move(vals);
      } else {
        const Type* column = types.vec(type->elem, type->rows);
        for (size_t c = 0; c < type->width; ++c) {
          Value col;
          col.type = column;
          for (size_t r = 0; r < type->rows; ++r) col.elements.push_back(vals[c * type->rows + r]);
          out.elements.push_back(std::move(col));
        }
      }
      break;
    case TypeKind::Array:
    case TypeKind::Struct: out.elements = std::move(vals); break;
    default: return true;
  }
  set(e, Stage::Const, std::move(out));
  return true;
}

bool ConstEvaluator::Impl::unary(const UnaryExpr* e, const Type* type) {
  if (e->op == UnaryOp::AddressOf || e->op == UnaryOp::Deref) {
    at(e).stage = Stage::Runtime;
    return true;
  }
  Stage s = stage_of(e->operand);
  at(e).stage = s;
  if (s != Stage::Const) return true;
  const Type* t = type_of(e->operand);
  if (!t) return true;
  MatchResult m = match_unary(types, e->op, t, arg_stage(s));
  const Type* param = m.ok && !m.parameters.empty() ? m.parameters[0] : nullptr;
  if (!materialize(e->operand, param)) return false;
  if (s != Stage::Const) return true;
  bool failed = false;
  Value v = argument(e->operand, param, &failed);
  if (failed) return false;
  if (!v.type) return true;
  ce::Sink sink(types);
  Value r = ce::unary_op(e->op, v, type, sink);
  if (!flush(sink, e->operand->span)) return false;
  set(e, Stage::Const, std::move(r));
  return true;
}

bool ConstEvaluator::Impl::binary(const BinaryExpr* e, const Type* type) {
  Stage sl = stage_of(e->lhs), sr = stage_of(e->rhs);
  bool logical = e->op == BinaryOp::LogicalAnd || e->op == BinaryOp::LogicalOr;
  if (logical && sl == Stage::Const && sr == Stage::NotEvaluated) {
    // Short-circuited: the left operand is the value.
    at(e).stage = Stage::Const;
    if (ValuePtr v = val_ptr(e->lhs)) at(e).value = v;
    return true;
  }
  Stage s = std::max(sl, sr);
  at(e).stage = s;
  // Only constant operands are materialized or checked.
  if (sl != Stage::Const && sr != Stage::Const) return true;
  const Type* lt = type_of(e->lhs);
  const Type* rt = type_of(e->rhs);
  if (!lt || !rt) return true;
  MatchResult m = match_binary(types, e->op, lt, rt, arg_stage(s));
  if (!m.ok || m.parameters.size() != 2) return true;
  if (!materialize(e->lhs, m.parameters[0]) || !materialize(e->rhs, m.parameters[1])) return false;

  if (!check_rhs(e->op, e->rhs, m.parameters[0], m.parameters[1], e->span)) return false;
  if (s != Stage::Const) return true;
  bool failed = false;
  Value l = argument(e->lhs, m.parameters[0], &failed);
  if (failed) return false;
  Value r = argument(e->rhs, m.parameters[1], &failed);
  if (failed) return false;
  if (!l.type || !r.type) return true;
  ce::Sink sink(types);
  Value v = ce::binary_op(e->op, l, r, type, sink);
  if (!flush(sink, e->span)) return false;
  set(e, Stage::Const, std::move(v));
  return true;
}

// Tint's checks of a constant right operand, whatever the left one: shift amounts within the
// left operand's width, no integer division by zero.
bool ConstEvaluator::Impl::check_rhs(BinaryOp op, const Expr* rhs, const Type* lhs_param, const Type* rhs_param, Span at) {
  const Value* r = stage_of(rhs) == Stage::Const ? val(rhs) : nullptr;
  if (!r) return true;
  auto any = [&](auto pred) {
    return ce::is_composite(r->type) ? std::any_of(r->elements.begin(), r->elements.end(), pred) : pred(*r);
  };
  if ((op == BinaryOp::ShiftLeft || op == BinaryOp::ShiftRight) && !is_abstract(deepest(lhs_param)) &&
      any([](const Value& v) { return v.i >= 32; })) {
    error(at, ConstEvalId::Shift,
          std::string("shift ") + (op == BinaryOp::ShiftLeft ? "left" : "right") +
              " value must be less than the bit width of the lhs, which is 32");
    return false;
  }
  if ((op == BinaryOp::Div || op == BinaryOp::Mod) && ce::is_int_type(deepest(rhs_param)) &&
      any([](const Value& v) { return v.i == 0; })) {
    error(at, ConstEvalId::DivisionByZero, "integer division by zero is invalid");
    return false;
  }
  return true;
}

bool ConstEvaluator::Impl::index(const IndexExpr* e, const Type*) {
  const Type* it = type_of(e->index);
  if (it && !materialize(e->index, concretize(types, it))) return false;
  Stage si = stage_of(e->index);
  if (si != Stage::Const) {
    const Type* bt = type_of(e->base);
    if (bt && is_abstract(bt) && !materialize(e->base, concretize(types, bt))) return false;
  }
  Stage s = std::max(stage_of(e->base), si);
  at(e).stage = s;
  const Value* idx = si == Stage::Const ? val(e->index) : nullptr;
  if (!idx) return true;
  const Type* bt = info.type(e->base);
  if (!bt) return true;
  if (bt->kind == TypeKind::Reference || bt->kind == TypeKind::Pointer) bt = bt->elem;
  uint64_t count = 0;
  switch (bt->kind) {
    case TypeKind::Array: count = bt->count; break;
    case TypeKind::Vector:
    case TypeKind::Matrix: count = bt->width; break;
    default: return true;
  }
  int64_t i = idx->i;
  if (i < 0 || (count > 0 && static_cast<uint64_t>(i) >= count)) {
    std::string msg = "index " + std::to_string(i) + " out of bounds";
    if (count > 0) msg += " [0.." + std::to_string(count - 1) + "]";
    error(e->index->span, ConstEvalId::IndexOutOfBounds, msg);
    return false;
  }
  const Value* base = s == Stage::Const ? val(e->base) : nullptr;
  if (base && static_cast<size_t>(i) < base->elements.size()) set(e, Stage::Const, base->elements[i]);
  return true;
}

bool ConstEvaluator::Impl::member(const MemberExpr* e, const Type* type) {
  Stage s = stage_of(e->base);
  at(e).stage = s;
  const Value* base = s == Stage::Const ? val(e->base) : nullptr;
  if (!base) return true;
  std::string_view name = e->member.name;
  if (base->type->kind == TypeKind::Struct) {
    const auto& members = base->type->structure->members;
    for (size_t i = 0; i < members.size() && i < base->elements.size(); ++i) {
      if (members[i].name == name) {
        set(e, Stage::Const, base->elements[i]);
        break;
      }
    }
    return true;
  }
  if (base->type->kind != TypeKind::Vector) return true;
  std::vector<Value> picked;
  for (char c : name) {
    int i = swizzle_index(c);
    if (i < 0 || static_cast<size_t>(i) >= base->elements.size()) return true;
    picked.push_back(base->elements[i]);
  }
  if (picked.size() == 1) {
    set(e, Stage::Const, std::move(picked[0]));
  } else {
    Value v;
    v.type = type;
    v.elements = std::move(picked);
    set(e, Stage::Const, std::move(v));
  }
  return true;
}

ConstEvaluator::ConstEvaluator(const SourceFile& file, DiagnosticList& diags, ModuleInfo& info)
    : impl_(std::make_unique<Impl>(file, diags, info)) {}
ConstEvaluator::~ConstEvaluator() = default;

bool ConstEvaluator::on_expression(const Expr* e, const Type* type) {
  Impl& I = *impl_;
  if (I.flags(e).not_evaluated) {
    I.at(e).stage = Stage::NotEvaluated;
    return true;
  }
  const Type* t = type ? unwrap_ref(type) : nullptr;
  switch (e->kind) {
    case ExprKind::IntLiteral:
    case ExprKind::FloatLiteral:
    case ExprKind::BoolLiteral: return I.literal(e, t);
    case ExprKind::Ident: return I.ident(static_cast<const IdentExpr*>(e));
    case ExprKind::Call: return I.call(static_cast<const CallExpr*>(e), t);
    case ExprKind::Unary: return I.unary(static_cast<const UnaryExpr*>(e), t);
    case ExprKind::Binary: return I.binary(static_cast<const BinaryExpr*>(e), t);
    case ExprKind::Index: return I.index(static_cast<const IndexExpr*>(e), t);
    case ExprKind::Member: return I.member(static_cast<const MemberExpr*>(e), t);
    case ExprKind::Phony: I.at(e).stage = Stage::Runtime; return true;
  }
  return true;
}

void ConstEvaluator::on_const_declaration(const Entity* e, const Expr* initializer) {
  Impl& I = *impl_;
  if (const Expr* bad = I.first_non_const(initializer)) {
    I.error(
        bad->span, ConstEvalId::NotConst,
        std::string("const initializer requires a const-expression, but expression is ") + stage_name(I.stage_of(bad)));
    if (!e->module_scope && e->decl) I.note(e->decl->span, "consider changing 'const' to 'let'");
    return;
  }
  if (ValuePtr v = I.val_ptr(initializer)) {
    I.consts[e] = v;
    return;
  }
  // A zero value too large to hold is left unevaluated; a `const` of it needs its value.
  if (I.flags(initializer).reported_too_large) return;
  if (const Type* t = I.info.type(initializer)) I.too_large(unwrap_ref(t), initializer->span);
}

void ConstEvaluator::on_override_declaration(const Entity* e, const Expr* initializer) {
  if (!substitution_ || !e->type) return;
  Impl& I = *impl_;
  const Type* t = e->type;
  auto given = substitution_->find(pipeline_constant_key(e));
  if (given != substitution_->end()) {
    double v = given->second;
    Value value = t->kind == TypeKind::Bool ? ce::make_bool(t, v != 0)
                  : ce::is_float_type(t)    ? ce::make_float(t, v)
                                            : ce::make_int(t, static_cast<int64_t>(v));
    I.consts[e] = I.keep(std::move(value));
    return;
  }
  if (!initializer || I.stage_of(initializer) != Stage::Const) return;
  bool failed = false;
  Value v = I.argument(initializer, t, &failed);
  if (!failed && v.type) I.consts[e] = I.keep(std::move(v));
}

bool ConstEvaluator::on_conversion(const Expr* e, const Type* to) {
  return impl_->materialize(e, to ? unwrap_ref(to) : nullptr);
}

bool ConstEvaluator::on_compound_assignment(const CompoundAssignStmt* s, const Type* lhs_param, const Type* rhs_param) {
  Impl& I = *impl_;
  if (!I.materialize(s->rhs, rhs_param)) return false;
  // Tint places these errors at the operator: the first token after the left operand.
  std::string_view text = I.file.text();
  uint32_t at = s->lhs->span.end();
  while (at < text.size()) {
    if (text[at] == ' ' || text[at] == '\t' || text[at] == '\n' || text[at] == '\r') {
      ++at;
    } else if (text.substr(at, 2) == "//") {
      while (at < text.size() && text[at] != '\n') ++at;
    } else if (text.substr(at, 2) == "/*") {
      size_t end = text.find("*/", at + 2);
      at = end == std::string_view::npos ? static_cast<uint32_t>(text.size()) : static_cast<uint32_t>(end + 2);
    } else {
      break;
    }
  }
  uint32_t len = static_cast<uint32_t>(binary_op_spelling(s->op).size()) + 1;
  return I.check_rhs(s->op, s->rhs, lhs_param, rhs_param, Span{at, len});
}

void ConstEvaluator::on_logical_lhs(const BinaryExpr* e) {
  Impl& I = *impl_;
  if (I.flags(e).not_evaluated || I.stage_of(e->lhs) != Stage::Const) return;
  const Value* v = I.val(e->lhs);
  if (!v || v->type->kind != TypeKind::Bool) return;
  bool decided = e->op == BinaryOp::LogicalAnd ? !v->b : e->op == BinaryOp::LogicalOr ? v->b : false;
  if (decided) I.mark_not_evaluated(e->rhs);
}

bool ConstEvaluator::require_const(const Expr* e, const char* what) {
  Impl& I = *impl_;
  const Expr* bad = I.first_non_const(e);
  if (!bad) return true;
  I.error(bad->span, ConstEvalId::NotConst,
          std::string(what) + " requires a const-expression, but expression is " + stage_name(I.stage_of(bad)));
  return false;
}

EvalStage ConstEvaluator::stage(const Expr* e) const {
  switch (impl_->stage_of(e)) {
    case Stage::Override: return EvalStage::Override;
    case Stage::Runtime: return EvalStage::Runtime;
    default: return EvalStage::Const;
  }
}

const Value* ConstEvaluator::value(const Expr* e) const { return impl_->val(e); }

const Value* ConstEvaluator::value(const Entity* const_decl) const {
  auto it = impl_->consts.find(const_decl);
  return it == impl_->consts.end() ? nullptr : it->second;
}

}  // namespace wgx::sema
