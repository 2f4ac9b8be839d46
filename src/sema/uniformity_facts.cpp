// Facts about the module for the uniformity analysis (see uniformity_facts.h).
#include "sema/uniformity_facts.h"

#include <optional>

#include "sema/builtins.h"
#include "sema/intrinsics.h"

namespace wgx::sema::uniformity {

// ---- Statement behaviors --------------------------------------------------------------------

uint8_t Behaviors::of(const ast::Stmt* s) {
  auto it = memo_.find(s);
  if (it != memo_.end()) return it->second;
  uint8_t b = compute(s);
  memo_[s] = b;
  return b;
}

uint8_t Behaviors::statements(const ast::BlockStmt* b) {
  uint8_t r = kNext;
  bool reachable = true;
  for (const ast::Stmt* s : b->stmts) {
    uint8_t sb = of(s);
    if (reachable) r = static_cast<uint8_t>((r & ~kNext) | sb);
    reachable = reachable && (sb & kNext);
  }
  return r;
}

uint8_t Behaviors::compute(const ast::Stmt* s) {
  switch (s->kind) {
    case ast::StmtKind::Block:
      return statements(static_cast<const ast::BlockStmt*>(s));
    case ast::StmtKind::Return:
      return kReturn;
    case ast::StmtKind::Break:
      return kBreak;
    case ast::StmtKind::BreakIf:
      return kNext | kBreak;
    case ast::StmtKind::Continue:
      return kContinue;
    case ast::StmtKind::If: {
      auto* i = static_cast<const ast::IfStmt*>(s);
      uint8_t r = of(i->then_block);
      r |= i->else_stmt ? of(i->else_stmt) : static_cast<uint8_t>(kNext);
      return r;
    }
    case ast::StmtKind::Switch: {
      auto* sw = static_cast<const ast::SwitchStmt*>(s);
      uint8_t r = 0;
      for (const ast::CaseClause* c : sw->clauses) r |= of(c->body);
      if (r & kBreak) r |= kNext;
      return static_cast<uint8_t>(r & ~kBreak);
    }
    case ast::StmtKind::Loop: {
      auto* l = static_cast<const ast::LoopStmt*>(s);
      uint8_t r = of(l->body);
      bool only_return = r == kReturn;
      if (l->continuing) {
        uint8_t c = of(l->continuing);
        if (!only_return) r |= c;
      }
      if (r & kBreak) {
        r |= kNext;
      } else {
        r &= ~kNext;
      }
      return static_cast<uint8_t>(r & ~(kBreak | kContinue));
    }
    case ast::StmtKind::For: {
      auto* f = static_cast<const ast::ForStmt*>(s);
      uint8_t r = kNext;
      if (f->init) r |= of(f->init);
      if (f->update) r |= of(f->update);
      r |= of(f->body);
      if (f->condition || (r & kBreak)) {
        r |= kNext;
      } else {
        r &= ~kNext;
      }
      return static_cast<uint8_t>(r & ~(kBreak | kContinue));
    }
    case ast::StmtKind::While: {
      auto* w = static_cast<const ast::WhileStmt*>(s);
      uint8_t r = kNext | of(w->body);
      return static_cast<uint8_t>(r & ~(kBreak | kContinue));
    }
    default:
      return kNext;
  }
}

// ---- Builtin functions ----------------------------------------------------------------------

// By the builtin's family in the builtin list (builtin_fns.def) and its uniformity properties in
// the intrinsic table; a name that is no builtin is Other.
BuiltinClass classify_builtin(std::string_view name) {
  std::optional<BuiltinId> id = find_builtin(name);
  if (!id) return BuiltinClass::Other;
  switch (builtin_def(*id).family) {
    case BuiltinFamily::Barrier:
      return BuiltinClass::Barrier;
    case BuiltinFamily::Atomic:
      return BuiltinClass::Atomic;
    case BuiltinFamily::Subgroup:
      return BuiltinClass::Subgroup;
    case BuiltinFamily::Derivative:
      return BuiltinClass::Derivative;
    case BuiltinFamily::Texture: {
      if (*id == BuiltinId::TextureLoad) return BuiltinClass::TextureLoad;
      const IntrinsicInfo* info = builtin_info(name);
      bool implicit_derivative = info && info->uniformity == UniformityRequirement::Derivative;
      return implicit_derivative ? BuiltinClass::Derivative : BuiltinClass::Other;  // textureSample...
    }
    case BuiltinFamily::Lowered:
      return *id == BuiltinId::WorkgroupUniformLoad ? BuiltinClass::WorkgroupUniformLoad : BuiltinClass::Other;
    case BuiltinFamily::Numeric:
      return BuiltinClass::Other;
  }
  return BuiltinClass::Other;
}

bool subgroup_uniform_result(std::string_view n) {
  const IntrinsicInfo* info = builtin_info(n);
  return info && info->subgroup_uniform_result;
}

bool is_uniform_parameter(std::string_view n, size_t i) {
  const IntrinsicInfo* info = builtin_info(n);
  return info && info->uniform_parameter >= 0 && static_cast<size_t>(info->uniform_parameter) == i;
}

// ---- Declarations ---------------------------------------------------------------------------

namespace {

bool attr_is_stage(const ast::Attribute* a) {
  return a->kind == ast::AttrKind::Compute || a->kind == ast::AttrKind::Fragment || a->kind == ast::AttrKind::Vertex;
}

}  // namespace

std::string_view builtin_attr_name(const List<ast::Attribute*>& attrs) {
  for (const ast::Attribute* a : attrs) {
    if (a->kind != ast::AttrKind::Builtin || a->args.size() == 0) continue;
    const ast::Expr* e = a->args[0];
    if (e && e->kind == ast::ExprKind::Ident) return static_cast<const ast::IdentExpr*>(e)->ident.name;
  }
  return {};
}

bool has_attr(const List<ast::Attribute*>& attrs, ast::AttrKind k) {
  for (const ast::Attribute* a : attrs) {
    if (a->kind == k) return true;
  }
  return false;
}

ModuleFacts::ModuleFacts(const ast::Module& m, const ModuleInfo& i, const SourceFile& f) : module(m), info(i), file(f) {
  for (const ast::Decl* d : m.decls) {
    module_decls.insert(d);
    if (d->kind == ast::DeclKind::Function) {
      auto* fn = static_cast<const ast::FunctionDecl*>(d);
      functions_by_name.emplace(fn->name.name, fn);
      uint32_t idx = 0;
      for (const ast::Param* p : fn->params) param_owner[p] = {fn, idx++};
    } else if (d->kind == ast::DeclKind::Struct) {
      structs_by_name.emplace(d->name.name, static_cast<const ast::StructDecl*>(d));
    }
  }
  for (const ast::Directive* d : m.directives) {
    if (d->kind != ast::DirectiveKind::Diagnostic) continue;
    Rule r;
    if (rule_from_control(d->control, &r)) directive_filters.emplace_back(r, severity_from_name(d->control.severity.name));
  }
}

bool ModuleFacts::is_entry_point(const ast::FunctionDecl* f) const {
  for (const ast::Attribute* a : f->attrs) {
    if (attr_is_stage(a)) return true;
  }
  return false;
}

bool ModuleFacts::is_module_scope(const Entity* e) const {
  if (!e) return false;
  if (e->decl && module_decls.count(e->decl)) return true;
  return e->module_scope && !e->param;
}

bool ModuleFacts::is_var(const Entity* e) const {
  if (!e) return false;
  if (e->decl) return e->decl->kind == ast::DeclKind::Var;
  return e->kind == EntityKind::Var;
}

const ast::VariableDecl* ModuleFacts::var_decl(const Entity* e) const {
  if (!e || !e->decl) return nullptr;
  switch (e->decl->kind) {
    case ast::DeclKind::Var:
    case ast::DeclKind::Let:
    case ast::DeclKind::Const:
    case ast::DeclKind::Override:
      return static_cast<const ast::VariableDecl*>(e->decl);
    default:
      return nullptr;
  }
}

std::string_view ModuleFacts::ident_name(const ast::Expr* e) {
  if (e && e->kind == ast::ExprKind::Ident) return static_cast<const ast::IdentExpr*>(e)->ident.name;
  return {};
}

const ast::IdentExpr* ModuleFacts::declared_type(const Entity* e) const {
  if (!e) return nullptr;
  if (e->param) return e->param->type;
  if (auto* v = var_decl(e)) return v->type;
  return nullptr;
}

AddressSpace ModuleFacts::var_space(const Entity* e) const {
  if (e->space != AddressSpace::Undefined) return e->space;
  auto* v = var_decl(e);
  std::string_view n = v ? ident_name(v->address_space) : std::string_view{};
  if (n == "function") return AddressSpace::Function;
  if (n == "private") return AddressSpace::Private;
  if (n == "workgroup") return AddressSpace::Workgroup;
  if (n == "uniform") return AddressSpace::Uniform;
  if (n == "storage") return AddressSpace::Storage;
  if (n == "immediate") return AddressSpace::Immediate;
  return is_module_scope(e) ? AddressSpace::Handle : AddressSpace::Function;
}

Access ModuleFacts::default_access(AddressSpace s) {
  switch (s) {
    case AddressSpace::Function:
    case AddressSpace::Private:
    case AddressSpace::Workgroup:
      return Access::ReadWrite;
    default:
      return Access::Read;
  }
}

Access ModuleFacts::var_access(const Entity* e) const {
  AddressSpace s = var_space(e);
  if (s == AddressSpace::Handle || s == AddressSpace::Uniform || s == AddressSpace::Immediate) return Access::Read;
  if (s == AddressSpace::Storage) {
    if (e->access != Access::Undefined) return e->access;
    auto* v = var_decl(e);
    return v && ident_name(v->access) == "read_write" ? Access::ReadWrite : Access::Read;
  }
  return Access::ReadWrite;
}

bool ModuleFacts::entity_is_pointer(const Entity* e) const {
  if (!e || is_var(e)) return false;
  if (e->type) return e->type->kind == TypeKind::Pointer;
  if (const ast::IdentExpr* t = declared_type(e)) return t->ident.name == "ptr";
  if (auto* v = var_decl(e); v && v->kind == ast::DeclKind::Let && v->initializer) return expr_is_pointer(v->initializer);
  return false;
}

std::pair<AddressSpace, Access> ModuleFacts::pointee(const Entity* e) const {
  if (e->type && e->type->kind == TypeKind::Pointer) {
    Access a = e->type->access != Access::Undefined ? e->type->access : default_access(e->type->space);
    return {e->type->space, a};
  }
  const ast::IdentExpr* t = declared_type(e);
  AddressSpace s = AddressSpace::Function;
  Access a = Access::Undefined;
  if (t && t->template_args.size() >= 1) {
    std::string_view n = ident_name(t->template_args[0]);
    if (n == "private") s = AddressSpace::Private;
    if (n == "workgroup") s = AddressSpace::Workgroup;
    if (n == "uniform") s = AddressSpace::Uniform;
    if (n == "storage") s = AddressSpace::Storage;
    if (n == "immediate") s = AddressSpace::Immediate;
  }
  if (t && t->template_args.size() >= 3) {
    std::string_view n = ident_name(t->template_args[2]);
    if (n == "read") a = Access::Read;
    if (n == "write") a = Access::Write;
    if (n == "read_write") a = Access::ReadWrite;
  }
  if (a == Access::Undefined) a = default_access(s);
  return {s, a};
}

bool ModuleFacts::expr_is_pointer(const ast::Expr* e) const {
  if (const Type* t = info.type(e)) return t->kind == TypeKind::Pointer;
  switch (e->kind) {
    case ast::ExprKind::Unary:
      return static_cast<const ast::UnaryExpr*>(e)->op == ast::UnaryOp::AddressOf;
    case ast::ExprKind::Ident:
      return entity_is_pointer(entity(static_cast<const ast::IdentExpr*>(e)));
    default:
      return false;
  }
}

bool ModuleFacts::expr_is_reference(const ast::Expr* e) const {
  if (const Type* t = info.type(e)) return t->kind == TypeKind::Reference;
  switch (e->kind) {
    case ast::ExprKind::Ident:
      return is_var(entity(static_cast<const ast::IdentExpr*>(e)));
    case ast::ExprKind::Unary:
      return static_cast<const ast::UnaryExpr*>(e)->op == ast::UnaryOp::Deref;
    case ast::ExprKind::Index: {
      auto* base = static_cast<const ast::IndexExpr*>(e)->base;
      return expr_is_reference(base) || expr_is_pointer(base);
    }
    case ast::ExprKind::Member: {
      auto* base = static_cast<const ast::MemberExpr*>(e)->base;
      return expr_is_reference(base) || expr_is_pointer(base);
    }
    default:
      return false;
  }
}

const Entity* ModuleFacts::root_identifier(const ast::Expr* e, int depth) const {
  if (!e || depth > 64) return nullptr;
  switch (e->kind) {
    case ast::ExprKind::Ident: {
      const Entity* ent = entity(static_cast<const ast::IdentExpr*>(e));
      if (!ent) return nullptr;
      if (!is_var(ent) && !is_param(ent) && entity_is_pointer(ent)) {
        if (auto* v = var_decl(ent); v && v->initializer) return root_identifier(v->initializer, depth + 1);
      }
      return ent;
    }
    case ast::ExprKind::Unary:
      return root_identifier(static_cast<const ast::UnaryExpr*>(e)->operand, depth + 1);
    case ast::ExprKind::Index:
      return root_identifier(static_cast<const ast::IndexExpr*>(e)->base, depth + 1);
    case ast::ExprKind::Member:
      return root_identifier(static_cast<const ast::MemberExpr*>(e)->base, depth + 1);
    case ast::ExprKind::Call: {
      auto* c = static_cast<const ast::CallExpr*>(e);
      return c->args.size() ? root_identifier(c->args[0], depth + 1) : nullptr;
    }
    default:
      return nullptr;
  }
}

uint32_t ModuleFacts::vector_width(const ast::Expr* e) const {
  if (const Type* t = info.type(e)) {
    if (t->kind == TypeKind::Reference || t->kind == TypeKind::Pointer) t = t->elem;
    return t && t->kind == TypeKind::Vector ? t->width : 0;
  }
  const ast::IdentExpr* ty = nullptr;
  if (e->kind == ast::ExprKind::Ident) ty = declared_type(entity(static_cast<const ast::IdentExpr*>(e)));
  if (e->kind == ast::ExprKind::Unary) {
    const Entity* root = root_identifier(e);
    ty = root ? declared_type(root) : nullptr;
    if (ty && ty->ident.name == "ptr" && ty->template_args.size() >= 2 &&
        ty->template_args[1]->kind == ast::ExprKind::Ident) {
      ty = static_cast<const ast::IdentExpr*>(ty->template_args[1]);
    }
  }
  if (!ty) return 0;
  std::string_view n = ty->ident.name;
  if (n.size() >= 4 && n.substr(0, 3) == "vec" && n[3] >= '2' && n[3] <= '4') return static_cast<uint32_t>(n[3] - '0');
  return 0;
}

bool ModuleFacts::is_read_write_storage_texture(const ast::Expr* e) const {
  if (const Type* t = info.type(e)) {
    t = unwrap_ref(t);
    return t && t->kind == TypeKind::Texture && t->texture == TextureKind::Storage && t->access == Access::ReadWrite;
  }
  if (e->kind != ast::ExprKind::Ident) return false;
  const Entity* ent = entity(static_cast<const ast::IdentExpr*>(e));
  if (ent && ent->type) {
    return ent->type->kind == TypeKind::Texture && ent->type->texture == TextureKind::Storage &&
           ent->type->access == Access::ReadWrite;
  }
  const ast::IdentExpr* t = declared_type(ent);
  return t && t->ident.name.substr(0, 15) == "texture_storage" && t->template_args.size() >= 2 &&
         ident_name(t->template_args[1]) == "read_write";
}

bool ModuleFacts::struct_member_builtins(const Entity* param, std::vector<std::string_view>* out) const {
  if (param->type && param->type->kind == TypeKind::Struct && param->type->structure) {
    for (const StructMemberInfo& m : param->type->structure->members) {
      out->push_back(m.decl ? builtin_attr_name(m.decl->attrs) : std::string_view{});
    }
    return true;
  }
  const ast::IdentExpr* t = declared_type(param);
  if (!t) return false;
  auto it = structs_by_name.find(t->ident.name);
  if (it == structs_by_name.end()) return false;
  for (const ast::StructMember* m : it->second->members) out->push_back(builtin_attr_name(m->attrs));
  return true;
}

std::pair<const ast::FunctionDecl*, uint32_t> ModuleFacts::owner_of(const Entity* param) const {
  if (param->param) {
    auto it = param_owner.find(param->param);
    if (it != param_owner.end()) return it->second;
  }
  return {nullptr, param->param_index};
}

Span ModuleFacts::var_decl_span(const ast::VariableDecl* v) const {
  std::string_view text = file.text();
  uint32_t end = v->name.span.offset;
  for (uint32_t i = v->span.offset; i + 3 <= end && i + 3 <= text.size(); ++i) {
    if (text.compare(i, 3, "var") == 0 && (i == 0 || !is_ident_char(text[i - 1])) &&
        (i + 3 >= text.size() || !is_ident_char(text[i + 3]))) {
      uint32_t stop = v->type ? v->type->span.end() : v->name.span.end();
      return {i, stop - i};
    }
  }
  return v->name.span;
}

const ast::FunctionDecl* user_callee(const ModuleFacts& facts_, const ast::CallExpr* c) {
  if (const CallSite* site = facts_.info.call(c)) {
    if (site->callee && site->callee->decl) return site->callee->decl;
    if (site->builtin) return nullptr;
  }
  if (const Entity* e = facts_.entity(c->target)) {
    if (e->kind == EntityKind::Function && e->decl && e->decl->kind == ast::DeclKind::Function) {
      return static_cast<const ast::FunctionDecl*>(e->decl);
    }
    if (e->kind != EntityKind::Function) return nullptr;
  }
  auto it = facts_.functions_by_name.find(c->target->ident.name);
  return it == facts_.functions_by_name.end() ? nullptr : it->second;
}

// ---- Function order: Tint's dependency order restricted to functions ------------------------

// The user functions a function calls, in the order Tint's dependency scan meets them.
class CalleeCollector {
 public:
  explicit CalleeCollector(const ModuleFacts& facts) : facts_(facts) {}

  std::vector<const ast::FunctionDecl*> callees(const ast::FunctionDecl* f) {
    out_.clear();
    seen_.clear();
    if (f->body) stmts(f->body);
    return out_;
  }


 private:
  const ModuleFacts& facts_;
  std::vector<const ast::FunctionDecl*> out_;
  std::unordered_set<const ast::FunctionDecl*> seen_;

  void stmts(const ast::BlockStmt* b) {
    for (const ast::Stmt* s : b->stmts) stmt(s);
  }
  void stmt(const ast::Stmt* s) {
    if (!s) return;
    switch (s->kind) {
      case ast::StmtKind::Block:
        stmts(static_cast<const ast::BlockStmt*>(s));
        break;
      case ast::StmtKind::Return:
        expr(static_cast<const ast::ReturnStmt*>(s)->value);
        break;
      case ast::StmtKind::If: {
        auto* i = static_cast<const ast::IfStmt*>(s);
        expr(i->condition);
        stmt(i->then_block);
        stmt(i->else_stmt);
        break;
      }
      case ast::StmtKind::Switch: {
        auto* sw = static_cast<const ast::SwitchStmt*>(s);
        expr(sw->selector);
        for (const ast::CaseClause* c : sw->clauses) {
          for (const ast::Expr* sel : c->selectors) expr(sel);
          stmt(c->body);
        }
        break;
      }
      case ast::StmtKind::Loop: {
        auto* l = static_cast<const ast::LoopStmt*>(s);
        stmts(l->body);
        stmt(l->continuing);
        break;
      }
      case ast::StmtKind::For: {
        auto* f = static_cast<const ast::ForStmt*>(s);
        stmt(f->init);
        expr(f->condition);
        stmt(f->update);
        stmt(f->body);
        break;
      }
      case ast::StmtKind::While: {
        auto* w = static_cast<const ast::WhileStmt*>(s);
        expr(w->condition);
        stmt(w->body);
        break;
      }
      case ast::StmtKind::BreakIf:
        expr(static_cast<const ast::BreakIfStmt*>(s)->condition);
        break;
      case ast::StmtKind::Call:
        expr(static_cast<const ast::CallStmt*>(s)->call);
        break;
      case ast::StmtKind::Decl:
        expr(static_cast<const ast::DeclStmt*>(s)->decl->initializer);
        break;
      case ast::StmtKind::Assign: {
        auto* a = static_cast<const ast::AssignStmt*>(s);
        expr(a->lhs);
        expr(a->rhs);
        break;
      }
      case ast::StmtKind::CompoundAssign: {
        auto* a = static_cast<const ast::CompoundAssignStmt*>(s);
        expr(a->lhs);
        expr(a->rhs);
        break;
      }
      case ast::StmtKind::Increment:
      case ast::StmtKind::Decrement:
        expr(static_cast<const ast::IncDecStmt*>(s)->lhs);
        break;
      default:
        break;
    }
  }
  void expr(const ast::Expr* e) {
    if (!e) return;
    switch (e->kind) {
      case ast::ExprKind::Call: {
        auto* c = static_cast<const ast::CallExpr*>(e);
        if (const ast::FunctionDecl* f = user_callee(facts_, c); f && seen_.insert(f).second) out_.push_back(f);
        for (const ast::Expr* a : c->args) expr(a);
        break;
      }
      case ast::ExprKind::Unary:
        expr(static_cast<const ast::UnaryExpr*>(e)->operand);
        break;
      case ast::ExprKind::Binary:
        expr(static_cast<const ast::BinaryExpr*>(e)->lhs);
        expr(static_cast<const ast::BinaryExpr*>(e)->rhs);
        break;
      case ast::ExprKind::Index:
        expr(static_cast<const ast::IndexExpr*>(e)->base);
        expr(static_cast<const ast::IndexExpr*>(e)->index);
        break;
      case ast::ExprKind::Member:
        expr(static_cast<const ast::MemberExpr*>(e)->base);
        break;
      default:
        break;
    }
  }
};

std::vector<const ast::FunctionDecl*> function_order(const ModuleFacts& facts) {
  CalleeCollector collector(facts);
  std::unordered_map<const ast::FunctionDecl*, std::vector<const ast::FunctionDecl*>> deps;
  std::vector<const ast::FunctionDecl*> decl_order;
  for (const ast::Decl* d : facts.module.decls) {
    if (d->kind != ast::DeclKind::Function) continue;
    auto* f = static_cast<const ast::FunctionDecl*>(d);
    decl_order.push_back(f);
    deps[f] = collector.callees(f);
  }
  std::vector<const ast::FunctionDecl*> order;
  std::unordered_set<const ast::FunctionDecl*> done, on_stack;
  struct Entry {
    const ast::FunctionDecl* f;
    size_t next;
  };
  for (const ast::FunctionDecl* root : decl_order) {
    if (done.count(root)) continue;
    std::vector<Entry> stack{{root, 0}};
    on_stack.insert(root);
    while (!stack.empty()) {
      Entry& top = stack.back();
      const auto& ds = deps[top.f];
      if (top.next < ds.size()) {
        const ast::FunctionDecl* d = ds[top.next++];
        if (done.count(d) || on_stack.count(d)) continue;  // recursion is rejected elsewhere
        on_stack.insert(d);
        stack.push_back({d, 0});
        continue;
      }
      done.insert(top.f);
      on_stack.erase(top.f);
      order.push_back(top.f);
      stack.pop_back();
    }
  }
  return order;
}

}  // namespace wgx::sema::uniformity
