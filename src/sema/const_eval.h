// Constant evaluation of const-expressions (the spec's "const-expression" evaluation, with its
// errors: integer overflow of abstract values, division by zero, out-of-range conversions and
// builtin domain errors) and the evaluation stage of every expression (const, override, runtime).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sema/module_info.h"
#include "wgx/diagnostics.h"

namespace wgx::sema {

enum class EvalStage : uint8_t { Const, Override, Runtime };

// A constant value: a scalar, or a composite (vector, matrix, array, struct) of values.
struct Value {
  const Type* type = nullptr;
  // Scalars: integers (abstract-int, i32, u32) in `i`, floats (abstract-float, f32, f16) in `f`,
  // bools in `b`.
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
  // Records the value of a `const` declaration (from its initializer).
  void on_const_declaration(const Entity* e, const ast::Expr* initializer);

  EvalStage stage(const ast::Expr* e) const;
  const Value* value(const ast::Expr* e) const;        // null when not a const-expression
  const Value* value(const Entity* const_decl) const;  // a `const`'s value

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace wgx::sema
