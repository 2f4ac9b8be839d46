// Validation rules that are not about typing expressions: declarations, attributes, entry-point
// interfaces, address spaces, memory layout, pointer aliasing. The resolver calls each hook as
// soon as the declaration it checks is resolved, so errors come in the order Tint reports them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "sema/const_eval.h"
#include "sema/diag_ids.h"
#include "sema/module_info.h"
#include "wgx/diagnostics.h"

namespace wgx::sema {

struct Validator {
  const SourceFile& file;
  DiagnosticList& diags;
  ModuleInfo& info;
  const ast::Module& module;
  // The resolver's constant evaluator: the one source of expression values and evaluation
  // stages. Only expressions the resolver typed have them (attribute arguments included).
  const ConstEvaluator* const_eval = nullptr;

  // The value of a resolved const-expression; null when `e` is not one (or failed to evaluate).
  const Value* value(const ast::Expr* e) const { return const_eval ? const_eval->value(e) : nullptr; }
  // The evaluation stage of a resolved expression (Runtime for one the resolver did not type).
  EvalStage stage(const ast::Expr* e) const { return const_eval ? const_eval->stage(e) : EvalStage::Runtime; }
  // The value of a resolved constant integer scalar expression (abstract-int, i32, u32).
  std::optional<int64_t> int_value(const ast::Expr* e) const {
    const Value* c = e ? value(e) : nullptr;
    if (!c || !c->type || !is_integer_scalar(c->type)) return std::nullopt;
    return c->i;
  }

  void error(Span span, ValidateId id, std::string message) {
    diags.add({Severity::Error, diag_id(id), std::move(message), &file, span});
  }
  void warning(Span span, ValidateId id, std::string message) {
    diags.add({Severity::Warning, diag_id(id), std::move(message), &file, span});
  }
  void note(Span span, ValidateId id, std::string message) {
    diags.add({Severity::Note, diag_id(id), std::move(message), &file, span});
  }
};

// An attribute as messages quote it: "'@location'".
std::string attr_quoted(ast::AttrKind kind);

// Whether `enable NAME;` appears in the module.
bool extension_enabled(const ast::Module& m, std::string_view name);

// validate_variables.cpp: module-scope `var`, `const`, `override` after resolution (address
// spaces and access modes, initializers, attributes on variables, resource @group/@binding,
// host-shareable and constructible store types, atomics, f16 and other extensions).
void validate_module_variable(Validator& v, const ast::VariableDecl* decl, const Entity* e);
// Function-scope `var`, `let`, `const`.
void validate_local_variable(Validator& v, const ast::VariableDecl* decl, const Entity* e);
// A struct after its members resolved: member attributes (@align, @size, @location, ...),
// runtime-sized array placement, layout constraints that do not depend on the address space.
void validate_struct(Validator& v, const ast::StructDecl* decl, const Type* type);
// Type-generator constraints found while resolving a type (atomic<T>, ptr access modes, arrays
// of runtime arrays, ...): returns false after reporting.
bool validate_type(Validator& v, const ast::IdentExpr* spec, const Type* type);

// validate_functions.cpp: a function after its body resolved: attributes on the function, its
// parameters and return type; entry-point interfaces (builtins, locations, their types and
// stages, @workgroup_size), builtin stage restrictions of what it calls, pointer-argument aliasing.
void validate_function(Validator& v, const ast::FunctionDecl* decl, const FunctionInfo* fn);
// The same function before its body resolves (Tint checks these first): attributes on the
// function, its parameters and return type, @workgroup_size arguments, parameter types.
void validate_function_signature(Validator& v, const ast::FunctionDecl* decl, const FunctionInfo* fn);
// After every declaration resolved: rules across entry points (binding collisions, ...).
void validate_module(Validator& v);

}  // namespace wgx::sema
