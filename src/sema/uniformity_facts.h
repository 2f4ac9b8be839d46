// What the uniformity analysis needs to know about a module beyond the graph: statement
// behaviors (as Tint computes them), how Tint classifies builtins, the order in which functions
// are analyzed, and facts about declarations (address spaces, pointers, roots of memory views),
// read from ModuleInfo and, where it has no type, from the declarations themselves.
// Internal to sema/uniformity*.cpp.
#pragma once

#include <cstdint>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "sema/module_info.h"
#include "sema/uniformity_graph.h"
#include "syntax/ast.h"
#include "wgx/source.h"

namespace wgx::sema::uniformity {

// ---- Statement behaviors (spec "Behavior Analysis", as Tint computes them) ------------------

enum : uint8_t { kNext = 1, kBreak = 2, kContinue = 4, kReturn = 8 };

// Behaviors of statements, computed on demand and remembered.
class Behaviors {
 public:
  uint8_t of(const ast::Stmt* s);

 private:
  std::unordered_map<const ast::Stmt*, uint8_t> memo_;
  uint8_t statements(const ast::BlockStmt* b);
  uint8_t compute(const ast::Stmt* s);
};

// ---- Builtin functions, as the analysis classifies them (Tint's categories) ----------------

enum class BuiltinClass : uint8_t { Other, Barrier, WorkgroupUniformLoad, Derivative, Atomic, TextureLoad, Subgroup };

BuiltinClass classify_builtin(std::string_view name);
// Subgroup builtins whose result is the same for the whole subgroup (the intrinsic table's
// subgroup_uniform_result).
bool subgroup_uniform_result(std::string_view name);
// Whether argument i of the builtin must be uniform (subgroupShuffle{Up,Down,Xor}'s delta or mask).
bool is_uniform_parameter(std::string_view name, size_t i);

// ---- Declarations ---------------------------------------------------------------------------

std::string_view builtin_attr_name(const List<ast::Attribute*>& attrs);
bool has_attr(const List<ast::Attribute*>& attrs, ast::AttrKind k);

struct ModuleFacts {
  const ast::Module& module;
  const ModuleInfo& info;
  const SourceFile& file;
  Behaviors behaviors;
  std::unordered_map<std::string_view, const ast::FunctionDecl*> functions_by_name;
  std::unordered_map<std::string_view, const ast::StructDecl*> structs_by_name;
  std::unordered_set<const ast::Decl*> module_decls;
  std::unordered_map<const ast::Param*, std::pair<const ast::FunctionDecl*, uint32_t>> param_owner;
  std::unordered_map<const ast::CallExpr*, const ast::FunctionDecl*> call_owner;
  std::vector<std::pair<Rule, Sev>> directive_filters;

  ModuleFacts(const ast::Module& m, const ModuleInfo& i, const SourceFile& f);

  bool is_entry_point(const ast::FunctionDecl* f) const;
  bool is_compute(const ast::FunctionDecl* f) const { return has_attr(f->attrs, ast::AttrKind::Compute); }

  const Entity* entity(const ast::IdentExpr* e) const { return info.entity(e); }

  bool is_module_scope(const Entity* e) const;
  bool is_var(const Entity* e) const;
  bool is_param(const Entity* e) const { return e && (e->param != nullptr || e->kind == EntityKind::Param); }
  const ast::VariableDecl* var_decl(const Entity* e) const;

  static std::string_view ident_name(const ast::Expr* e);

  // The type expression an entity was declared with, or null.
  const ast::IdentExpr* declared_type(const Entity* e) const;

  // Address space of a variable.
  AddressSpace var_space(const Entity* e) const;

  static Access default_access(AddressSpace s);

  // Access mode of a variable, as Tint's sem::Variable::Access() reports it.
  Access var_access(const Entity* e) const;

  // Is a module-scope variable one whose loads may differ between invocations?
  bool global_is_mutable(const Entity* e) const { return is_var(e) && var_access(e) != Access::Read; }

  bool entity_is_pointer(const Entity* e) const;

  // Address space and access of the memory a pointer parameter points to.
  std::pair<AddressSpace, Access> pointee(const Entity* e) const;

  bool expr_is_pointer(const ast::Expr* e) const;

  // Is `e` a memory view (an expression of reference type)?
  bool expr_is_reference(const ast::Expr* e) const;

  // The variable (or pointer parameter) a memory view or pointer expression is rooted at.
  const Entity* root_identifier(const ast::Expr* e, int depth = 0) const;

  // Width of the vector a swizzle applies to, or 0 when `e` is not a vector (or unknown).
  uint32_t vector_width(const ast::Expr* e) const;

  // Is the texture argument of textureLoad a read_write storage texture?
  bool is_read_write_storage_texture(const ast::Expr* e) const;

  // The @builtin names of the members of a struct-typed entry point parameter (empty for
  // members without one); false when the parameter is not a struct.
  bool struct_member_builtins(const Entity* param, std::vector<std::string_view>* out) const;

  // The function a parameter belongs to, and its index.
  std::pair<const ast::FunctionDecl*, uint32_t> owner_of(const Entity* param) const;

  // The span Tint gives a `var` declaration: from the `var` keyword.
  Span var_decl_span(const ast::VariableDecl* v) const;
  static bool is_ident_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  }
};

// The user function a call calls, or null for builtins, constructors and conversions.
const ast::FunctionDecl* user_callee(const ModuleFacts& facts, const ast::CallExpr* c);

// User functions in Tint's dependency order: callees first, otherwise in declaration order.
std::vector<const ast::FunctionDecl*> function_order(const ModuleFacts& facts);

}  // namespace wgx::sema::uniformity
