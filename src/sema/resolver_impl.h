// The resolver's private state, shared by its files: resolver.cpp (driver, global declarations,
// dependency graph), resolve_types.cpp (type specifiers, structs), resolve_exprs.cpp
// (expressions, constant values) and resolve_stmts.cpp (functions, statements, entry points).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "sema/const_eval.h"
#include "sema/diag_ids.h"
#include "sema/intrinsics.h"
#include "sema/module_info.h"
#include "sema/resolver.h"
#include "sema/validate.h"
#include "wgx/diagnostics.h"

namespace wgx::sema {

enum class EnumerantKind : uint8_t;  // validate_var.h

// A constant scalar value (const-expressions of scalar type); composites are not evaluated yet.
struct ConstValue {
  enum class Kind : uint8_t { Int, Float, Bool } kind = Kind::Int;
  int64_t i = 0;
  double f = 0;
  bool b = false;
};

class Resolver {
 public:
  Resolver(const ast::Module& module, const SourceFile& file, DiagnosticList& diags);
  // Overrides become constants of these values (see resolve()).
  void substitute_overrides(const OverrideValues* values) { const_eval_.substitute_overrides(values); }
  std::unique_ptr<ModuleInfo> run();

 private:
  struct Global;
  struct Edge {
    Global* to;
    Span at;  // the identifier that refers to `to`
  };
  struct Global {
    const ast::Decl* decl = nullptr;
    Entity* entity = nullptr;  // null for const_assert
    std::vector<Edge> deps;
    enum class Mark : uint8_t { None, Visiting, Done } mark = Mark::None;
  };

  const ast::Module& module_;
  const SourceFile& file_;
  DiagnosticList& diags_;
  std::unique_ptr<ModuleInfo> info_;
  TypeTable& types_;
  size_t errors_at_start_ = 0;

  std::vector<Global> globals_;
  std::unordered_map<std::string_view, Global*> global_names_;
  std::vector<std::unordered_map<std::string_view, const Entity*>> scopes_;
  std::unordered_map<std::string_view, const Entity*> builtin_entities_;
  ConstEvaluator const_eval_;
  Validator validator_;

  // The function being resolved, and the loop/switch nesting for break/continue.
  FunctionInfo* function_ = nullptr;
  const Type* return_type_ = nullptr;
  static constexpr int kMaxExpressionDepth = 512;
  int expr_depth_ = 0;  // nesting of the expression being resolved
  // Nesting of the statement being resolved, counted as Tint does: the function body is 1, each
  // block, if, else-if and loop one more than what holds it.
  int stmt_depth_ = 0;
  bool stmt_depth_reported_ = false;
  // The continuing block being resolved (its own statements, not those of nested loops' bodies).
  const ast::BlockStmt* continuing_block_ = nullptr;
  // The first count expression of an override-sized array naming each override.
  std::unordered_map<const Entity*, const ast::Expr*> override_counts_;
  // Resolving a function's attribute arguments: not module-scope expressions, though function_
  // is not set yet.
  bool in_function_attributes_ = false;
  struct Flow {
    enum class Kind : uint8_t { Loop, Switch, Continuing } kind;
    Span at;  // the continuing block, for notes
    // Loops: `continue` statements of this loop, with the index of the body statement holding them.
    std::vector<std::pair<Span, size_t>> continues;
    size_t body_index = 0;  // the body statement being resolved
  };
  std::vector<Flow> flow_;
  // While a continuing block resolves: the identifiers it reads, for "continue bypasses".
  std::vector<std::pair<const Entity*, Span>>* continuing_refs_ = nullptr;

  // ---- diagnostics (resolver.cpp) ----
  void error(Span span, ResolveId id, std::string message);
  void note(Span span, ResolveId id, std::string message);
  std::string describe(const Entity* e) const;  // "let x", "var v", "function f", ...
  // As Tint quotes an entity in messages: "'let x'", "function 'f'", "parameter 'p'".
  std::string quoted(const Entity* e) const;
  // Where Tint points at an entity's declaration: a module-scope declaration's or a local
  // `var`'s start, the name of a `let`, `const` or parameter.
  Span declared_at(const Entity* e) const;
  // "function 'f' declared here" where the entity has a declaration (predeclared names have none).
  void note_declared(const Entity* e);

  // ---- identifiers in roles (resolve_idents.cpp) ----
  // Tint's description of what `id` names: "type 'S'", "'let x'", "address space 'private'".
  std::string resolved_as(const ast::IdentExpr* id, const Entity* e);
  // A type generator whose template arguments a constructor cannot infer (atomic, ptr, textures)
  // named without them: Tint asks for the template list in every role.
  bool uninferable_generator(const ast::IdentExpr* id, const Entity* e);
  // "cannot use function 'g' as address space", with the declaration's note.
  void report_wrong_use(const ast::IdentExpr* id, const Entity* e, std::string_view role);
  // "variable 'l' does not take template arguments"; false after reporting.
  bool check_untemplated(const ast::IdentExpr* id, const Entity* e);
  // An identifier in an enumerant position (`var<HERE, HERE>`, ptr and texture_storage arguments)
  // that names something else than an enumerant of `kind`: reported, false. True lets the caller
  // read the enumerant (or report an unknown name).
  bool check_enumerant(const ast::Expr* arg, EnumerantKind kind);
  // A builtin function's template argument (bitcast<T>) must name a type; false after reporting.
  bool check_template_type_arg(const ast::Expr* arg);
  size_t error_count() const { return diags_.error_count() - errors_at_start_; }

  // ---- globals and their dependency graph (resolver.cpp) ----
  void check_diagnostic_directives();
  void declare_globals();
  void collect_dependencies(Global& g);
  bool sort_globals(std::vector<Global*>& order);
  bool visit(Global* g, std::vector<Global*>& stack, std::vector<Global*>& order);
  void report_cycle(const std::vector<Global*>& stack, size_t start, Global* back);
  void resolve_global(Global& g);

  // ---- scopes ----
  void push_scope() { scopes_.emplace_back(); }
  void pop_scope() { scopes_.pop_back(); }
  void declare_local(std::string_view name, const Entity* e);
  const Entity* lookup(std::string_view name);
  const Entity* builtin_entity(std::string_view name);

  // ---- types (resolve_types.cpp) ----
  const Type* resolve_type(const ast::IdentExpr* t);
  // `u8`/`i8` where no declaration has the name: Tint's error for its experimental 8-bit types.
  bool reported_extension_type(const ast::Ident& name);
  const Type* resolve_type_generator(const ast::IdentExpr* t);
  void report_value_as_template_arg(const ast::Expr* arg, const char* what);
  const ast::Expr* override_count_key(const ast::Expr* count);
  const Type* resolve_struct(const ast::StructDecl* s);

  // ---- expressions (resolve_exprs.cpp) ----
  const Type* expr(const ast::Expr* e);
  const Type* value_expr(const ast::Expr* e);  // expr() with the load rule applied
  static bool is_leaf(const ast::Expr* e);
  bool unusable_leaf(const ast::Expr* e);
  // The value types of call arguments, resolved in Tint's order (null where one failed).
  std::vector<const Type*> value_exprs(const List<ast::Expr*>& args);
  // Keeps a scalar const-expression's value in ModuleInfo (set_scalar_const) for lowering.
  void record_scalar_const(const ast::Expr* e);
  const Type* ident_expr(const ast::IdentExpr* e);
  const Type* call_expr(const ast::CallExpr* e);
  const Type* user_call(const ast::CallExpr* e, const Entity* fn);
  const Type* unary_expr(const ast::UnaryExpr* e);
  const Type* address_of(const ast::UnaryExpr* e);
  const Type* binary_expr(const ast::BinaryExpr* e);
  const Type* index_expr(const ast::IndexExpr* e);
  const Type* member_expr(const ast::MemberExpr* e);
  std::optional<ConstValue> evaluate(const ast::Expr* e);
  ArgStage arg_stage(std::initializer_list<const ast::Expr*> args) const;
  ArgStage arg_stage(const List<ast::Expr*>& args) const;
  ArgStage arg_stage(const std::vector<const ast::Expr*>& args) const;
  // Can a value of type `from` initialize or be assigned to `to` (with abstract conversion)?
  bool convertible(const Type* from, const Type* to) const;

  // ---- functions and statements (resolve_stmts.cpp) ----
  void resolve_function(Global& g);
  void resolve_variable(const ast::VariableDecl* v, Entity* e);
  int64_t attribute_int(const ast::VariableDecl* v, ast::AttrKind kind);
  void block(const ast::BlockStmt* b);
  void stmt(const ast::Stmt* s);
  void stmt_node(const ast::Stmt* s);
  bool enter_statement(const ast::Stmt* s);
  void report_modified_value(const ast::Expr* lhs, const Type* t);
  void decl_stmt(const ast::DeclStmt* s);
  void assign_stmt(const ast::AssignStmt* s);
  void compound_assign_stmt(const ast::CompoundAssignStmt* s);
  void inc_dec_stmt(const ast::IncDecStmt* s);
  // "if statement condition must be bool, got u32" unless `t` (the condition's type) is bool.
  void check_condition(const ast::Expr* cond, const Type* t, const char* what);
  void return_stmt(const ast::ReturnStmt* s);
  void call_stmt(const ast::CallStmt* s);
  // Reports why `lhs` cannot be written, returns false then.
  bool check_writable(const ast::Expr* lhs, const Type* t, Span at);
  void loop_stmt(const ast::LoopStmt* l);
  void switch_stmt(const ast::SwitchStmt* s);
  void break_stmt(const ast::Stmt* s);
  void continue_stmt(const ast::Stmt* s);
  Flow* innermost(Flow::Kind kind);
  // Reports "cannot convert value of type 'abstract-float' to type 'i32'" when an abstract
  // `value` cannot become `to`. Returns whether the conversion exists.
  bool check_conversion(const ast::Expr* value, const Type* from, const Type* to);
};

}  // namespace wgx::sema
