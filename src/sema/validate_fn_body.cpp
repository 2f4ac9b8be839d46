// What a function body references and calls, walked in the order Tint resolves it (children
// before their expression, an assignment's target before its value, a for-loop's update before
// its body), so that "first use" facts and errors match Tint's: the transitive callees and
// globals of the function, its first `discard`, and the memory accesses pointer-argument alias
// analysis needs (spec "Alias Analysis"); an entry point's transitive callees and globals. Calls are checked on the
// way: entry points are not callable, @must_use results are used, builtins of an extension need it enabled, pointer
// arguments do not alias.
#include <algorithm>
#include <unordered_set>

#include "sema/intrinsics.h"
#include "sema/validate_fn.h"

namespace wgx::sema::fn {
namespace {

using namespace ast;  // NOLINT

template <typename T>
bool contains(const std::vector<T>& v, const T& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

template <typename T>
void add_unique(std::vector<T>& v, const T& x) {
  if (!contains(v, x)) v.push_back(x);
}

using Access = FunctionInfo::Access;

const Access* find_access(const std::vector<Access>& list, const Entity* var) {
  for (const Access& a : list) {
    if (a.var == var) return &a;
  }
  return nullptr;
}

void add_access(std::vector<Access>& list, const Access& a) {
  if (!find_access(list, a.var)) list.push_back(a);
}

// Builtins whose pointer argument is read and/or written (Tint's RegisterLoad/RegisterStore):
// atomicLoad and workgroupUniformLoad read, atomicStore writes, the other atomics do both.
void builtin_accesses(BuiltinId id, bool* load, bool* store) {
  *load = *store = false;
  if (id == BuiltinId::AtomicLoad || id == BuiltinId::WorkgroupUniformLoad) {
    *load = true;
  } else if (id == BuiltinId::AtomicStore) {
    *store = true;
  } else if (builtin_def(id).family == BuiltinFamily::Atomic) {
    *load = *store = true;
  }
}

class BodyWalker {
 public:
  BodyWalker(Validator& v, const FunctionDecl* decl, FunctionInfo* fn) : v_(v), decl_(decl), fn_(fn) {}

  void run() {
    for (const Attribute* a : decl_->attrs) {
      if (a->kind == AttrKind::WorkgroupSize || a->kind == AttrKind::SubgroupSize) {
        for (const Expr* e : a->args) walk(e);
      }
    }
    if (decl_->body) {
      for (const Stmt* s : decl_->body->stmts) stmt(s);
    }
    if (fn_->stage != PipelineStage::None) collect_transitive_uses(fn_);
  }

 private:
  Validator& v_;
  const FunctionDecl* decl_;
  FunctionInfo* fn_;
  bool alias_error_ = false;                        // one aliasing error per function, as Tint stops at the first
  std::unordered_set<const FunctionInfo*> called_;  // user functions called so far

  // An entry point's transitive callees and globals: a depth-first walk of the uses of it and
  // its callees, each function once (an explicit stack: call chains may be long). Taking each
  // callee's uses where it is first called gives the order in which Tint collects them.
  static void collect_transitive_uses(FunctionInfo* ep) {
    std::unordered_set<const FunctionInfo*> seen_functions{ep};
    std::unordered_set<const Entity*> seen_globals;
    struct Frame {
      const FunctionInfo* function;
      size_t next;
    };
    std::vector<Frame> stack{{ep, 0}};
    while (!stack.empty()) {
      Frame& top = stack.back();
      if (top.next == top.function->uses.size()) {
        stack.pop_back();
        continue;
      }
      const FunctionInfo::Use& use = top.function->uses[top.next++];
      if (use.global) {
        if (seen_globals.insert(use.global).second) ep->transitive_globals.push_back(use.global);
        continue;
      }
      if (!seen_functions.insert(use.callee).second) continue;
      ep->transitive_callees.push_back(use.callee);
      stack.push_back({use.callee, 0});
    }
  }

  const Type* type_of(const Expr* e) const { return v_.info.type(e); }
  bool is_ref(const Expr* e) const {
    const Type* t = type_of(e);
    return t && t->kind == TypeKind::Reference;
  }

  // The variable (or pointer parameter) a memory view or pointer expression is rooted at: `a` in
  // `&a.b[i]`, following `let` pointers to their initializers.
  const Entity* root_of(const Expr* e, int depth = 0) const {
    while (e && depth < 64) {
      switch (e->kind) {
        case ExprKind::Ident: {
          const Entity* ent = v_.info.entity(static_cast<const IdentExpr*>(e));
          if (!ent) return nullptr;
          if (ent->kind == EntityKind::Var || ent->kind == EntityKind::Param) return ent;
          if (ent->kind == EntityKind::Let && ent->type && ent->type->kind == TypeKind::Pointer && ent->decl) {
            e = static_cast<const VariableDecl*>(ent->decl)->initializer;
            ++depth;
            continue;
          }
          return nullptr;
        }
        case ExprKind::Index:
          e = static_cast<const IndexExpr*>(e)->base;
          break;
        case ExprKind::Member:
          e = static_cast<const MemberExpr*>(e)->base;
          break;
        case ExprKind::Unary: {
          auto* u = static_cast<const UnaryExpr*>(e);
          if (u->op != UnaryOp::AddressOf && u->op != UnaryOp::Deref) return nullptr;
          e = u->operand;
          break;
        }
        default:
          return nullptr;
      }
    }
    return nullptr;
  }

  void register_access(const Expr* e, bool write) {
    const Entity* root = root_of(e);
    if (!root) return;
    if (root->kind == EntityKind::Var && root->module_scope) {
      add_access(write ? fn_->module_writes : fn_->module_reads, {root, e, fn_});
    } else if (root->kind == EntityKind::Param && root->owner == fn_) {
      add_unique(write ? fn_->param_writes : fn_->param_reads, root->param_index);
    }
  }
  void load(const Expr* e) {
    if (e && is_ref(e)) register_access(e, false);
  }

  void stmt(const Stmt* s) {
    if (!s) return;
    // The resolver has reported statements nested past Tint's limit (a long else-if chain).
    if (stmt_depth_ > kMaxWalkDepth) return;
    ++stmt_depth_;
    if (statement_attributes(s)) stmt_node(s);
    --stmt_depth_;
  }

  // Statements take only @diagnostic attributes (a switch body too), each rule at most once.
  bool statement_attributes(const Stmt* s) {
    const List<Attribute*>* attrs = nullptr;
    const char* use = nullptr;
    switch (s->kind) {
      case StmtKind::Block:
        attrs = &static_cast<const BlockStmt*>(s)->attrs, use = "block statements";
        break;
      case StmtKind::If:
        attrs = &static_cast<const IfStmt*>(s)->attrs, use = "if statements";
        break;
      case StmtKind::Switch:
        attrs = &static_cast<const SwitchStmt*>(s)->attrs, use = "switch statements";
        break;
      case StmtKind::Loop:
        attrs = &static_cast<const LoopStmt*>(s)->attrs, use = "loop statements";
        break;
      case StmtKind::For:
        attrs = &static_cast<const ForStmt*>(s)->attrs, use = "for statements";
        break;
      case StmtKind::While:
        attrs = &static_cast<const WhileStmt*>(s)->attrs, use = "while statements";
        break;
      default:
        return true;
    }
    if (!only_diagnostics(*attrs, use)) return false;
    if (s->kind == StmtKind::Switch &&
        !only_diagnostics(static_cast<const SwitchStmt*>(s)->body_attrs, "'switch' body"))
      return false;
    return true;
  }
  bool only_diagnostics(const List<Attribute*>& attrs, const char* use) {
    for (const Attribute* a : attrs) {
      if (a->kind == AttrKind::Diagnostic) continue;
      v_.error(a->span, ValidateId::AttributeNotValid,
               "'@" + std::string(attr_name(a->kind)) + "' is not valid for " + use);
      return false;
    }
    if (!fn::no_duplicate_attributes(v_, attrs)) return false;
    fn::warn_unknown_diagnostic_rules(v_, attrs);
    return true;
  }

  void stmt_node(const Stmt* s) {
    switch (s->kind) {
      case StmtKind::Block:
        for (const Stmt* c : static_cast<const BlockStmt*>(s)->stmts) stmt(c);
        break;
      case StmtKind::Return: {
        auto* r = static_cast<const ReturnStmt*>(s);
        if (r->value) value(r->value);
        break;
      }
      case StmtKind::If: {
        auto* i = static_cast<const IfStmt*>(s);
        value(i->condition);
        stmt(i->then_block);
        stmt(i->else_stmt);
        break;
      }
      case StmtKind::Switch: {
        auto* sw = static_cast<const SwitchStmt*>(s);
        value(sw->selector);
        for (const CaseClause* c : sw->clauses) {
          for (const Expr* sel : c->selectors) {
            if (sel) value(sel);
          }
          stmt(c->body);
        }
        break;
      }
      case StmtKind::Loop: {
        auto* l = static_cast<const LoopStmt*>(s);
        stmt(l->body);
        stmt(l->continuing);
        break;
      }
      case StmtKind::For: {
        auto* f = static_cast<const ForStmt*>(s);
        stmt(f->init);
        if (f->condition) value(f->condition);
        stmt(f->update);
        stmt(f->body);
        break;
      }
      case StmtKind::While: {
        auto* w = static_cast<const WhileStmt*>(s);
        value(w->condition);
        stmt(w->body);
        break;
      }
      case StmtKind::BreakIf:
        value(static_cast<const BreakIfStmt*>(s)->condition);
        break;
      case StmtKind::Call: {
        auto* c = static_cast<const CallStmt*>(s);
        call(c->call);
        break;
      }
      case StmtKind::Decl: {
        const VariableDecl* d = static_cast<const DeclStmt*>(s)->decl;
        if (d->initializer) value(d->initializer);
        break;
      }
      case StmtKind::Assign: {
        auto* a = static_cast<const AssignStmt*>(s);
        bool phony = a->lhs->kind == ExprKind::Phony;
        if (!phony) walk(a->lhs);
        value(a->rhs);
        if (!phony) register_access(a->lhs, true);
        break;
      }
      case StmtKind::CompoundAssign: {
        auto* a = static_cast<const CompoundAssignStmt*>(s);
        walk(a->lhs);
        value(a->rhs);
        register_access(a->lhs, true);
        break;
      }
      case StmtKind::Increment:
      case StmtKind::Decrement: {
        auto* a = static_cast<const IncDecStmt*>(s);
        walk(a->lhs);
        register_access(a->lhs, true);
        break;
      }
      case StmtKind::Discard:
        if (!fn_->first_discard) fn_->first_discard = s;
        break;
      case StmtKind::ConstAssert:
      case StmtKind::Break:
      case StmtKind::Continue:
        break;
    }
  }

  // An expression whose value is used: the load rule applies to a memory view.
  void value(const Expr* e) {
    walk(e);
    load(e);
  }

  void global_reference(const IdentExpr* id) {
    const Entity* ent = v_.info.entity(id);
    if (!ent || !ent->module_scope || (ent->kind != EntityKind::Var && ent->kind != EntityKind::Override)) return;
    if (!contains(fn_->direct_globals, ent)) {
      fn_->direct_globals.push_back(ent);
      fn_->direct_global_uses.push_back(id->span);
      fn_->uses.push_back({nullptr, ent});
    }
  }

  void walk(const Expr* e) {
    if (!e) return;
    // The resolver has reported expressions nested past its limit; do not recurse past it.
    if (walk_depth_ > kMaxWalkDepth) return;
    ++walk_depth_;
    walk_node(e);
    --walk_depth_;
  }

  static constexpr int kMaxWalkDepth = 600;
  int walk_depth_ = 0;
  int stmt_depth_ = 0;

  void walk_node(const Expr* e) {
    switch (e->kind) {
      case ExprKind::Ident:
        global_reference(static_cast<const IdentExpr*>(e));
        break;
      case ExprKind::Call:
        call(static_cast<const CallExpr*>(e));
        break;
      case ExprKind::Unary: {
        auto* u = static_cast<const UnaryExpr*>(e);
        walk(u->operand);
        if (u->op != UnaryOp::AddressOf) load(u->operand);
        break;
      }
      case ExprKind::Binary: {
        auto* b = static_cast<const BinaryExpr*>(e);
        walk(b->lhs);
        walk(b->rhs);
        load(b->lhs);
        load(b->rhs);
        break;
      }
      case ExprKind::Index: {
        auto* i = static_cast<const IndexExpr*>(e);
        walk(i->base);
        walk(i->index);
        load(i->index);
        break;
      }
      case ExprKind::Member: {
        auto* m = static_cast<const MemberExpr*>(e);
        walk(m->base);
        // A swizzle of several components reads the whole vector.
        const Type* base = type_of(m->base);
        if (base && base->kind == TypeKind::Reference && base->elem->kind == TypeKind::Vector &&
            m->member.name.size() > 1) {
          register_access(m->base, false);
        }
        break;
      }
      default:
        break;
    }
  }

  void call(const CallExpr* c) {
    for (const Expr* a : c->args) walk(a);
    for (const Expr* a : c->args) load(a);
    const CallSite* site = v_.info.call(c);
    if (!site) return;
    if (site->builtin) {
      builtin_call(c, site->builtin);
    } else if (site->callee) {
      user_call(c, site->callee);
    }
  }

  void builtin_call(const CallExpr* c, const IntrinsicInfo* info) {
    if (!info->extension.empty() && info->extension == "subgroups" && !extension_enabled(v_.module, info->extension)) {
      v_.error(c->span, ValidateId::BuiltinExtension,
               "cannot call built-in function '" + std::string(info->name) + "' without extension '" +
                   std::string(info->extension) + "'");
    }
    bool load = false, store = false;
    builtin_accesses(info->id, &load, &store);
    if (!c->args.empty()) {
      if (load) register_access(c->args[0], false);
      if (store) register_access(c->args[0], true);
    }
  }

  void user_call(const CallExpr* c, const FunctionInfo* callee) {
    std::string name(callee->entity ? callee->entity->name : std::string_view());
    if (callee->stage != PipelineStage::None) {
      v_.error(c->span, ValidateId::EntryPointCalled, "entry point functions cannot be the target of a function call");
      return;
    }
    // An ignored @must_use result is the resolver's (call_stmt).
    if (called_.insert(callee).second) fn_->uses.push_back({callee, nullptr});
    alias_analysis(c, callee);
  }

  // Tint's Resolver::AliasAnalysis: a pointer argument the callee writes through must not alias
  // another pointer argument or a module-scope variable the callee uses; one it reads must not
  // alias a written one.
  void alias_analysis(const CallExpr* c, const FunctionInfo* callee) {
    struct Arg {
      const Entity* root;
      const Expr* expr;
    };
    std::vector<Arg> reads, writes;
    auto find = [](const std::vector<Arg>& list, const Entity* root) -> const Expr* {
      for (const Arg& a : list) {
        if (a.root == root) return a.expr;
      }
      return nullptr;
    };
    auto with_argument = [&](const Expr* arg, const Expr* other) {
      v_.error(arg->span, ValidateId::AliasedPointer, "invalid aliased pointer argument");
      v_.note(other->span, ValidateId::AliasedWithArgument, "aliases with another argument passed here");
      alias_error_ = true;
    };
    auto with_global = [&](const Expr* arg, const Access& a, const char* how) {
      v_.error(arg->span, ValidateId::AliasedPointer, "invalid aliased pointer argument");
      std::string in(a.in && a.in->entity ? a.in->entity->name : std::string_view());
      v_.note(a.at->span, ValidateId::AliasedWithGlobal,
              std::string("aliases with module-scope variable ") + how + " in '" + in + "'");
      alias_error_ = true;
    };
    for (size_t i = 0; i < c->args.size() && !alias_error_; ++i) {
      const Expr* arg = c->args[i];
      const Type* t = type_of(arg);
      if (!t || unwrap_ref(t)->kind != TypeKind::Pointer) continue;
      const Entity* root = root_of(arg);
      uint32_t index = static_cast<uint32_t>(i);
      if (contains(callee->param_writes, index)) {
        if (const Expr* w = find(writes, root)) {
          with_argument(arg, w);
        } else if (const Expr* r = find(reads, root)) {
          with_argument(arg, r);
        } else if (const Access* a = find_access(callee->module_reads, root)) {
          with_global(arg, *a, "read");
        } else if (const Access* a2 = find_access(callee->module_writes, root)) {
          with_global(arg, *a2, "write");
        } else {
          writes.push_back({root, arg});
          propagate(root, arg, /*write=*/true);
        }
      } else if (contains(callee->param_reads, index)) {
        if (const Expr* w = find(writes, root)) {
          with_argument(arg, w);
        } else if (const Access* a = find_access(callee->module_writes, root)) {
          with_global(arg, *a, "write");
        } else {
          reads.push_back({root, arg});
          propagate(root, arg, /*write=*/false);
        }
      }
    }
    if (alias_error_) return;
    for (const Access& a : callee->module_reads) add_access(fn_->module_reads, a);
    for (const Access& a : callee->module_writes) add_access(fn_->module_writes, a);
  }

  // A pointer argument's access, seen from the caller.
  void propagate(const Entity* root, const Expr* arg, bool write) {
    if (!root) return;
    if (root->kind == EntityKind::Var && root->module_scope) {
      add_access(write ? fn_->module_writes : fn_->module_reads, {root, arg, fn_});
    } else if (root->kind == EntityKind::Param && root->owner == fn_) {
      add_unique(write ? fn_->param_writes : fn_->param_reads, root->param_index);
    }
  }
};

}  // namespace

void analyze_body(Validator& v, const FunctionDecl* decl, FunctionInfo* fn) { BodyWalker(v, decl, fn).run(); }

}  // namespace wgx::sema::fn
