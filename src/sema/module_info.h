// The result of resolution: what every identifier refers to, the type of every expression, and
// per-function facts (call graph, stage). Produced by the resolver, read by validation, the
// uniformity analysis, reflection and lowering to IR.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <string_view>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "sema/type.h"
#include "syntax/ast.h"

namespace wgx::sema {

struct IntrinsicInfo;

enum class EntityKind : uint8_t {
  Var,              // module- or function-scope `var`
  Let,
  Const,
  Override,
  Param,
  Function,
  Struct,
  Alias,
  BuiltinFunction,  // abs, workgroupBarrier, ...
  BuiltinType,      // f32, vec3, array, ptr, texture_2d, ...
  BuiltinValue,     // enumerants: address spaces, access modes, texel formats, builtin names
};

enum class PipelineStage : uint8_t { None, Vertex, Fragment, Compute };

struct FunctionInfo;

struct Entity {
  EntityKind kind = EntityKind::Var;
  std::string_view name;
  const ast::Decl* decl = nullptr;            // var/let/const/override/function/struct/alias
  const ast::Param* param = nullptr;          // Param
  uint32_t param_index = 0;                   // Param: position in its function
  const FunctionInfo* owner = nullptr;        // Param and function-scope declarations: the function
  bool module_scope = false;
  const Type* type = nullptr;                 // store type of vars, value type of the others
  AddressSpace space = AddressSpace::Undefined;  // Var
  Access access = Access::Undefined;             // Var
  // Param with @builtin(...): its name ("local_invocation_index"), else empty.
  std::string_view builtin;
  const IntrinsicInfo* intrinsic = nullptr;   // BuiltinFunction
  // Resource variables: @group(g) @binding(b); -1 when absent or not a constant.
  int64_t group = -1;
  int64_t binding = -1;
  // Overrides: @id(n), -1 when absent.
  int64_t override_id = -1;
};

struct CallSite {
  const ast::CallExpr* call = nullptr;
  const FunctionInfo* callee = nullptr;       // user function, or null for builtins
  const IntrinsicInfo* builtin = nullptr;     // builtin function, or null
  // Builtins: the stages the matched overload may be used in (StageMask bits).
  uint8_t stages = 7;
};

struct FunctionInfo {
  const ast::FunctionDecl* decl = nullptr;
  const Entity* entity = nullptr;
  PipelineStage stage = PipelineStage::None;
  std::vector<const Entity*> params;
  std::vector<CallSite> calls;                // every call in the body, in source order
  std::vector<const FunctionInfo*> callees;   // distinct user functions called
  std::vector<const Entity*> globals;         // module-scope variables and overrides it names directly
  // @workgroup_size of a compute entry point: the constant values, 0 where a dimension is given
  // by an override (see workgroup_size_exprs) or could not be evaluated.
  int64_t workgroup_size[3] = {0, 0, 0};
  const ast::Expr* workgroup_size_exprs[3] = {nullptr, nullptr, nullptr};

  // ---- filled by validate_functions.cpp once the body resolved (callees before callers) ----
  // What the body uses, in resolution order, first uses only: each user function it calls
  // (`callee`) and each module-scope variable or override it names (`global`).
  struct Use {
    const FunctionInfo* callee = nullptr;
    const Entity* global = nullptr;
  };
  std::vector<Use> uses;
  // Entry points only (empty for other functions, so that a long call chain costs linear
  // memory): functions called directly or through callees, and module-scope variables and
  // overrides referenced directly or through callees, in resolution order (as Tint collects them).
  std::vector<const FunctionInfo*> transitive_callees;
  std::vector<const Entity*> transitive_globals;
  // Where each of `globals` is first named in this function (parallel to direct_globals).
  std::vector<const Entity*> direct_globals;
  std::vector<Span> direct_global_uses;
  const ast::Stmt* first_discard = nullptr;
  // Pointer-argument alias analysis (spec "Alias Analysis"): module-scope variables read and
  // written here or in callees, each with the first expression that did it and its function;
  // pointer parameters (by index) read and written.
  struct Access {
    const Entity* var = nullptr;
    const ast::Expr* at = nullptr;
    const FunctionInfo* in = nullptr;
  };
  std::vector<Access> module_reads, module_writes;
  std::vector<uint32_t> param_reads, param_writes;
  // The signature (attributes, parameter types) had errors: later checks of it are skipped.
  bool signature_errors = false;
};

struct ExprInfo {
  const Type* type = nullptr;        // may be a reference type for memory views
  const Entity* entity = nullptr;    // for identifiers
  uint32_t call = 0;                 // calls: 1 + the index of its CallSite, 0 when none
  // Const-expressions: where its components start in the flat table of scalar constants, and
  // how many (0: none recorded).
  uint32_t const_begin = 0;
  uint32_t const_count = 0;
};

// WebGPU's pipeline-overridable constant identifier of override `o`: its @id as a decimal string
// where it has one, else its name; the key of a pipeline's `constants`.
std::string pipeline_constant_key(const Entity* o);

class ModuleInfo {
 public:
  ModuleInfo() = default;
  // Sized for a module of `expr_count` expressions (ast::Module::expr_count).
  explicit ModuleInfo(uint32_t expr_count) : exprs_(expr_count) {}

  // What an identifier expression (or type name) refers to; null when unresolved.
  const Entity* entity(const ast::IdentExpr* e) const;
  const Type* type(const ast::Expr* e) const;
  const Entity* declared(const ast::Decl* d) const;        // the entity a declaration introduces
  const Entity* declared(const ast::Param* p) const;
  const FunctionInfo* function(const ast::FunctionDecl* f) const;
  const CallSite* call(const ast::CallExpr* c) const;
  size_t expr_count() const { return exprs_.size(); }  // at least the module's expressions
  // User functions, callees before callers (the order the uniformity analysis needs).
  const std::vector<FunctionInfo*>& functions() const { return functions_; }

  // ---- for the resolver ----
  Entity* new_entity();
  FunctionInfo* new_function();
  void set_entity(const ast::IdentExpr* e, const Entity* ent) { expr_slot(e).entity = ent; }
  void set_type(const ast::Expr* e, const Type* t) { expr_slot(e).type = t; }
  void set_declared(const ast::Decl* d, const Entity* ent) { decl_entities_[d] = ent; }
  void set_declared(const ast::Param* p, const Entity* ent) { param_entities_[p] = ent; }
  void set_function(const ast::FunctionDecl* d, FunctionInfo* f) { fn_by_decl_[d] = f; }
  void set_call(const ast::CallExpr* c, CallSite site);
  std::vector<FunctionInfo*>& mutable_functions() { return functions_; }

  TypeTable types;

  // ---- for validation (validate_var_*.cpp) ----
  // Where the first atomic inside a composite type was written (a struct member's name, an
  // array's element type), for "atomic sub-type of 'S' is declared here".
  std::unordered_map<const Type*, Span> atomic_sources;
  // The address spaces each struct type is used in, a bit per AddressSpace value.
  std::unordered_map<const Type*, uint32_t> struct_address_spaces;
  // @id values of overrides, each with the first override that used it.
  std::unordered_map<int64_t, const Entity*> override_ids;

  // ---- for lowering ----
  // The value of each switch case selector (a const-expression of the selector's type).
  std::unordered_map<const ast::Expr*, int64_t> case_values;
  // The value of every scalar, vector or matrix const-expression (one entry per component; a
  // matrix column after column), as the constant evaluator computed it (abstract values before
  // materialization), so that lowering emits what the checker computed instead of evaluating
  // abstract arithmetic a second time in concrete types.
  struct ScalarConst {
    enum class Kind : uint8_t { Int, Float, Bool } kind = Kind::Int;
    int64_t i = 0;  // integers (u32 as 0..2^32-1)
    double f = 0;   // floats, rounded to their type
    bool b = false;
  };
  // The components of `e`'s value; empty when it has none recorded.
  std::span<const ScalarConst> scalar_const(const ast::Expr* e) const;
  void set_scalar_const(const ast::Expr* e, std::span<const ScalarConst> components);
  // The integer value of `e` in scalar_const(e) (sizes, counts, case selectors); nullopt when it
  // has none, as an override-expression in a module resolved without the override's value.
  std::optional<int64_t> int_value(const ast::Expr* e) const;

 private:
  ExprInfo& expr_slot(const ast::Expr* e) {
    if (e->id >= exprs_.size()) exprs_.resize(e->id + 1);
    return exprs_[e->id];
  }
  const ExprInfo* find_expr(const ast::Expr* e) const { return e->id < exprs_.size() ? &exprs_[e->id] : nullptr; }

  // Deques: a module has many entities, each allocated on its own would cost a malloc, and the
  // pointers handed out stay valid as more are added.
  std::deque<Entity> entities_;
  std::deque<FunctionInfo> function_storage_;
  std::vector<FunctionInfo*> functions_;
  // Indexed by ast::Expr::id.
  std::vector<ExprInfo> exprs_;
  std::vector<ModuleInfo::ScalarConst> scalar_consts_;  // ExprInfo::const_begin indexes it
  std::deque<CallSite> calls_;  // ExprInfo::call - 1 indexes it; a deque, so call() stays valid
  std::unordered_map<const ast::Decl*, const Entity*> decl_entities_;
  std::unordered_map<const ast::Param*, const Entity*> param_entities_;
  std::unordered_map<const ast::FunctionDecl*, FunctionInfo*> fn_by_decl_;
};

}  // namespace wgx::sema
