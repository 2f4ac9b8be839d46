// Constant evaluation of const-expressions (the spec's "const-expression" evaluation, with its
// errors: integer overflow of abstract values, division by zero, out-of-range conversions and
// builtin domain errors) and the evaluation stage of every expression (const, override, runtime).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sema/module_info.h"
#include "wgx/diagnostics.h"

namespace wgx::sema {

enum class EvalStage : uint8_t { Const, Override, Runtime };

// A constant value: a scalar, or a composite (vector, matrix, array, struct) of values.
// A Value with no type is "no value" (what a failed evaluation returns).
struct Value {
  const Type* type = nullptr;
  // Scalars: integers (abstract-int, i32, u32) in `i` (u32 as 0..2^32-1), floats (abstract-float,
  // f32, f16) in `f` (already rounded to the type), bools in `b`.
  int64_t i = 0;
  double f = 0;
  bool b = false;
  std::vector<Value> elements;  // composites, in order (matrix: its column vectors)
};

class ConstEvaluator {
 public:
  ConstEvaluator(const SourceFile& file, DiagnosticList& diags, ModuleInfo& info);
  ~ConstEvaluator();

  // Called by the resolver for every expression once its type is known (children first).
  // Computes the stage and, for const-expressions, the value; reports evaluation errors.
  // Returns false when it reported an error (the expression then has no value).
  bool on_expression(const ast::Expr* e, const Type* type);
  // Records the value of a `const` declaration (from its initializer); reports an initializer
  // that is not a const-expression.
  void on_const_declaration(const Entity* e, const ast::Expr* initializer);
  // With substitute_overrides: the value of an `override` declaration, from `values` (by name,
  // then by @id) or from its initializer when that is a const-expression; the override is then
  // a constant wherever it is named.
  void substitute_overrides(const std::map<std::string, double>* values) { substitution_ = values; }
  void on_override_declaration(const Entity* e, const ast::Expr* initializer);
  // The value of `e` converts to `to` (an initializer to its variable's type, a returned or
  // assigned value, an operand to its operator's parameter): materializes abstract values,
  // reporting those that do not fit ("value 4294967296 cannot be represented as 'u32'").
  // Returns false when it reported an error.
  bool on_conversion(const ast::Expr* e, const Type* to);
  // `lhs op= rhs` with the operator's parameter types: materializes `rhs` and checks a constant
  // `rhs` as the operator would (shift amounts, integer division by zero).
  bool on_compound_assignment(const ast::CompoundAssignStmt* s, const Type* lhs_param, const Type* rhs_param);
  // Called between the operands of `&&` and `||`, once the left one is resolved: a constant left
  // operand that decides the result leaves the right one unevaluated (spec "Short-circuiting").
  void on_logical_lhs(const ast::BinaryExpr* e);
  // Reports, as Tint does, the first part of `e` that is not a const-expression:
  // "<what> requires a const-expression, but expression is a runtime-expression".
  // Returns false when it reported an error.
  bool require_const(const ast::Expr* e, const char* what);

  EvalStage stage(const ast::Expr* e) const;
  const Value* value(const ast::Expr* e) const;        // null when not a const-expression
  const Value* value(const Entity* const_decl) const;  // a `const`'s value

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  const std::map<std::string, double>* substitution_ = nullptr;
};

}  // namespace wgx::sema
