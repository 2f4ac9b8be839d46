// The uniformity analysis of the WGSL spec ("Uniformity"). For each function, callees first, the
// spec's graph is built (nodes for control flow and values, edges "is uniform only if"), then
// explored from RequiredToBeUniform.{error,warning,info}. Reaching MayBeNonUniform is a uniformity
// failure; otherwise the function's tags (call site, function, parameter, pointer parameter) are
// recorded for its callers.
//
// The graph follows Tint's construction node for node and edge for edge (including the order in
// which edges are added), because the notes explaining a failure are read off the path the
// depth-first traversal takes, and they must read like Tint's. As in Tint, the analysis runs
// twice: at workgroup scope (barriers, derivatives, workgroupUniformLoad) and, if that passes, at
// subgroup scope (subgroup and quad builtins), which is what the subgroup_uniformity language
// feature asks for.
#include "sema/uniformity.h"

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "sema/intrinsics.h"
#include "sema/module_info.h"
#include "sema/uniformity_facts.h"
#include "sema/uniformity_graph.h"
#include "sema/uniformity_messages.h"
#include "syntax/ast.h"
#include "syntax/builtin_values.h"

namespace wgx::sema {
namespace {

using namespace uniformity;  // NOLINT: the analysis's own internals

constexpr bool table_in_order() {
  for (size_t i = 0; i < std::size(kMessages); ++i) {
    if (static_cast<size_t>(kMessages[i].msg) != i) return false;
  }
  return true;
}
static_assert(table_in_order(), "kMessages must be in the order of Msg");

// ---- The analysis of one scope --------------------------------------------------------------

class Analysis {
 public:
  Analysis(ModuleFacts& facts, DiagnosticList& diags, Scope scope) : facts_(facts), diags_(diags), scope_(scope) {}

  bool run(const std::vector<const ast::FunctionDecl*>& order) {
    for (const ast::FunctionDecl* f : order) {
      if (!process_function(f)) return false;
    }
    return true;
  }

 private:
  ModuleFacts& facts_;
  DiagnosticList& diags_;
  Scope scope_;
  std::unordered_map<const ast::FunctionDecl*, std::unique_ptr<FnGraph>> functions_;
  FnGraph* fn_ = nullptr;
  bool fn_is_entry_ = false;
  bool fn_is_compute_ = false;

  // Enclosing loops and switches (for break/continue), and where each local var was declared.
  std::vector<const ast::Stmt*> constructs_;
  std::unordered_map<VarKey, size_t> decl_depth_;  // constructs_.size() at declaration
  // Loop bodies (of `loop` statements) being processed, to find the continuing block.
  std::unordered_map<const ast::BlockStmt*, const ast::LoopStmt*> loop_of_body_;
  // Diagnostic filters in effect, innermost last.
  std::vector<std::pair<Rule, Sev>> filters_;

  // -- helpers --
  Node* create(AstRef ast = {}) { return fn_->create(ast); }
  Node* get_var(VarKey k) { return fn_->variables.get(k); }
  void set_var(VarKey k, Node* n) { fn_->variables.set(k, n); }
  uint8_t behaviors(const ast::Stmt* s) { return facts_.behaviors.of(s); }

  Sev severity(Rule rule) const {
    for (auto it = filters_.rbegin(); it != filters_.rend(); ++it) {
      if (it->first == rule) return it->second;
    }
    for (auto it = facts_.directive_filters.rbegin(); it != facts_.directive_filters.rend(); ++it) {
      if (it->first == rule) return it->second;
    }
    return Sev::Error;
  }

  size_t push_filters(const List<ast::Attribute*>& attrs) {
    size_t n = 0;
    for (const ast::Attribute* a : attrs) {
      if (a->kind != ast::AttrKind::Diagnostic) continue;
      Rule r;
      if (!rule_from_control(a->control, &r)) continue;
      filters_.emplace_back(r, severity_from_name(a->control.severity.name));
      ++n;
    }
    return n;
  }
  void pop_filters(size_t n) { filters_.resize(filters_.size() - n); }

  // Was local `var` declared inside construct `c` (a loop or switch on constructs_)?
  bool declared_inside(VarKey v, const ast::Stmt* c) const {
    auto it = decl_depth_.find(v);
    if (it == decl_depth_.end()) return false;  // parameters
    for (size_t i = 0; i < constructs_.size(); ++i) {
      if (constructs_[i] == c) return it->second > i;
    }
    return false;
  }

  const ast::Stmt* innermost_construct(bool include_switch) const {
    for (auto it = constructs_.rbegin(); it != constructs_.rend(); ++it) {
      if (include_switch || (*it)->kind != ast::StmtKind::Switch) return *it;
    }
    return nullptr;
  }

  // -- functions --

  bool process_function(const ast::FunctionDecl* func) {
    auto g = std::make_unique<FnGraph>();
    fn_ = g.get();
    functions_[func] = std::move(g);
    fn_->decl = func;
    fn_->name = func->name.name;
    fn_is_entry_ = facts_.is_entry_point(func);
    fn_is_compute_ = facts_.is_compute(func);
    constructs_.clear();
    decl_depth_.clear();
    filters_.clear();

    fn_->rtbu_error = create();
    fn_->rtbu_warning = create();
    fn_->rtbu_info = create();
    fn_->may_be_non_uniform = create();
    fn_->cf_start = create();
    if (func->return_type) fn_->value_return = create();

    fn_->params.resize(func->params.size());
    for (size_t i = 0; i < func->params.size(); ++i) {
      const ast::Param* p = func->params[i];
      ParamInfo& pi = fn_->params[i];
      pi.decl = p;
      pi.entity = facts_.info.declared(p);
      pi.is_pointer = facts_.entity_is_pointer(pi.entity) || (p->type && p->type->ident.name == "ptr");
      pi.value = create(AstRef::param(p));
      if (pi.is_pointer) {
        pi.ptr_input_contents = create(AstRef::param(p));
        pi.ptr_input_contents->type = Node::PtrParamContents;
        pi.ptr_output_contents = create();
        set_var(pi.entity, pi.ptr_input_contents);
        fn_->local_var_decls.add(pi.entity);
      } else {
        set_var(pi.entity, pi.value);
      }
    }

    size_t nf = push_filters(func->attrs);
    if (func->body) stmt(fn_->cf_start, func->body);
    pop_filters(nf);

    auto param_tag = [&](const std::unordered_set<Node*>& reachable, size_t i) {
      ParamInfo& pi = fn_->params[i];
      if (pi.is_pointer) {
        if (reachable.count(pi.ptr_input_contents)) return ParamTagKind::ContentsRequired;
        if (reachable.count(pi.value)) return ParamTagKind::ValueRequired;
      } else if (reachable.count(get_var(pi.entity))) {
        return ParamTagKind::ValueRequired;
      }
      return ParamTagKind::NoRestriction;
    };

    {
      std::unordered_set<Node*> reachable;
      auto check = [&](Sev sev) {
        traverse(fn_->rtbu(sev), &reachable);
        if (reachable.count(fn_->may_be_non_uniform)) {
          make_error(*fn_, fn_->may_be_non_uniform, sev);
          return false;
        }
        if (reachable.count(fn_->cf_start) && !fn_->callsite_tag.required) fn_->callsite_tag = {true, sev};
        for (size_t i = 0; i < fn_->params.size(); ++i) {
          if (fn_->params[i].tag_direct.kind == ParamTagKind::NoRestriction) {
            fn_->params[i].tag_direct = {param_tag(reachable, i), sev};
          }
        }
        return true;
      };
      if (!check(Sev::Error)) return false;
      if (check(Sev::Warning)) check(Sev::Info);
    }

    if (fn_->value_return) {
      fn_->reset_visited();
      std::unordered_set<Node*> reachable;
      traverse(fn_->value_return, &reachable);
      if (reachable.count(fn_->may_be_non_uniform)) fn_->return_value_may_be_non_uniform = true;
      for (size_t i = 0; i < fn_->params.size(); ++i) fn_->params[i].tag_retval = {param_tag(reachable, i), Sev::Undefined};
    }

    for (size_t i = 0; i < fn_->params.size(); ++i) {
      ParamInfo& pi = fn_->params[i];
      if (!pi.ptr_output_contents) continue;
      fn_->reset_visited();
      std::unordered_set<Node*> reachable;
      traverse(pi.ptr_output_contents, &reachable);
      if (reachable.count(fn_->may_be_non_uniform)) pi.pointer_may_become_non_uniform = true;
      for (size_t j = 0; j < fn_->params.size(); ++j) {
        ParamTagKind t = param_tag(reachable, j);
        if (t == ParamTagKind::ContentsRequired) pi.ptr_output_source_param_contents.push_back(static_cast<uint32_t>(j));
        if (t == ParamTagKind::ValueRequired) pi.ptr_output_source_param_values.push_back(static_cast<uint32_t>(j));
      }
    }
    return true;
  }

  // -- statements --

  void add_exit_edges(LoopSwitchInfo& info, const ast::Stmt* parent, bool skip_inner) {
    for (VarKey var : fn_->local_var_decls.snapshot()) {
      if (skip_inner && declared_inside(var, parent)) continue;
      Node* exit = info.var_exit_nodes.get_or_add(var, [&] { return create(); });
      exit->add_edge(get_var(var));
    }
  }

  void add_loop_in_edges(LoopSwitchInfo& info) {
    for (const auto& [var, in_node] : info.var_in_nodes) {
      Node* out = get_var(var);
      if (out != in_node) in_node->add_edge(out);
    }
  }

  Node* stmt(Node* cf, const ast::Stmt* s) {
    switch (s->kind) {
      case ast::StmtKind::Assign: {
        auto* a = static_cast<const ast::AssignStmt*>(s);
        if (a->lhs->kind == ast::ExprKind::Phony) {
          expr(cf, a->rhs);
          return cf;
        }
        LValue l = lvalue(cf, a->lhs);
        Node* r = expr(cf, a->rhs);
        l.node->add_edge(r);
        set_var(l.root, l.node);
        return cf;
      }
      case ast::StmtKind::Block:
        return block(cf, static_cast<const ast::BlockStmt*>(s));
      case ast::StmtKind::Break: {
        const ast::Stmt* parent = innermost_construct(true);
        if (!parent) return cf;
        add_exit_edges(fn_->loop_switch_infos[parent], parent, true);
        return cf;
      }
      case ast::StmtKind::BreakIf: {
        auto* b = static_cast<const ast::BreakIfStmt*>(s);
        Node* v_cond = expr(cf, b->condition);
        Node* v = create(AstRef::stmt(s));
        v->affects_control_flow = true;
        v->add_edge(v_cond);
        const ast::Stmt* parent = nullptr;
        for (auto it = constructs_.rbegin(); it != constructs_.rend(); ++it) {
          if ((*it)->kind == ast::StmtKind::Loop) {
            parent = *it;
            break;
          }
        }
        if (parent) add_exit_edges(fn_->loop_switch_infos[parent], parent, true);
        if (behaviors(s) != kNext) {
          Node* cf_end = create();
          cf_end->add_edge(v);
          return cf_end;
        }
        return cf;
      }
      case ast::StmtKind::Call:
        call(cf, static_cast<const ast::CallStmt*>(s)->call);
        return cf;
      case ast::StmtKind::CompoundAssign: {
        auto* c = static_cast<const ast::CompoundAssignStmt*>(s);
        LValue l = lvalue(cf, c->lhs);
        Node* lhs_load = get_var(l.root);
        Node* v2 = expr(cf, c->rhs);
        Node* result = create();
        result->add_edge(v2);
        if (lhs_load) result->add_edge(lhs_load);
        l.node->add_edge(result);
        set_var(l.root, l.node);
        return cf;
      }
      case ast::StmtKind::Continue:
        return continue_stmt(cf);
      case ast::StmtKind::Discard:
        return cf;
      case ast::StmtKind::For:
        return for_stmt(cf, static_cast<const ast::ForStmt*>(s));
      case ast::StmtKind::While:
        return while_stmt(cf, static_cast<const ast::WhileStmt*>(s));
      case ast::StmtKind::If:
        return if_stmt(cf, static_cast<const ast::IfStmt*>(s));
      case ast::StmtKind::Increment:
      case ast::StmtKind::Decrement: {
        auto* i = static_cast<const ast::IncDecStmt*>(s);
        LValue l = lvalue(cf, i->lhs);
        Node* lhs_load = get_var(l.root);
        Node* result = create();
        result->add_edge(cf);
        if (lhs_load) result->add_edge(lhs_load);
        l.node->add_edge(result);
        set_var(l.root, l.node);
        return cf;
      }
      case ast::StmtKind::Loop:
        return loop_stmt(cf, static_cast<const ast::LoopStmt*>(s));
      case ast::StmtKind::Return: {
        auto* r = static_cast<const ast::ReturnStmt*>(s);
        if (r->value) {
          Node* v = expr(cf, r->value);
          if (fn_->value_return) fn_->value_return->add_edge(v);
        }
        for (ParamInfo& p : fn_->params) {
          if (p.ptr_output_contents) p.ptr_output_contents->add_edge(get_var(p.entity));
        }
        return cf;
      }
      case ast::StmtKind::Switch:
        return switch_stmt(cf, static_cast<const ast::SwitchStmt*>(s));
      case ast::StmtKind::Decl:
        return decl_stmt(cf, static_cast<const ast::DeclStmt*>(s));
      case ast::StmtKind::ConstAssert:
        return cf;
    }
    return cf;
  }

  Node* block(Node* cf, const ast::BlockStmt* b) {
    size_t nf = push_filters(b->attrs);
    VarMap scoped;
    fn_->variables.push();
    for (const ast::Stmt* s : b->stmts) {
      cf = stmt(cf, s);
      if (!(behaviors(s) & kNext)) break;
    }

    auto loop_it = loop_of_body_.find(b);
    if (loop_it != loop_of_body_.end()) {
      const ast::LoopStmt* loop = loop_it->second;
      LoopSwitchInfo& info = fn_->loop_switch_infos[loop];
      uint8_t body_b = behaviors(b);
      if (body_b & (kNext | kContinue)) {
        if (loop->continuing) {
          for (const auto& [var, node] : info.var_continuing_nodes) {
            if (body_b & kNext) {
              if (Node* end_of_body = get_var(var)) node->add_edge(end_of_body);
            }
            set_var(var, node);
          }
          cf = stmt(cf, loop->continuing);
        }
        add_loop_in_edges(info);
      }
    }

    if (fn_->decl->body == b) {
      for (ParamInfo& p : fn_->params) {
        if (p.ptr_output_contents) p.ptr_output_contents->add_edge(get_var(p.entity));
      }
    }

    scoped = std::move(fn_->variables.top());
    fn_->variables.pop();
    if (behaviors(b) & kNext) {
      for (const auto& [var, node] : scoped) set_var(var, node);
    }
    for (const ast::Stmt* s : b->stmts) {
      if (s->kind != ast::StmtKind::Decl) continue;
      auto* d = static_cast<const ast::DeclStmt*>(s);
      if (const Entity* e = facts_.info.declared(d->decl)) fn_->local_var_decls.remove(e);
    }
    pop_filters(nf);
    return cf;
  }

  Node* continue_stmt(Node* cf) {
    const ast::Stmt* parent = innermost_construct(false);
    if (!parent) return cf;
    LoopSwitchInfo& info = fn_->loop_switch_infos[parent];
    bool has_continuing = false;
    if (parent->kind == ast::StmtKind::Loop) {
      auto* c = static_cast<const ast::LoopStmt*>(parent)->continuing;
      has_continuing = c && c->stmts.size() != 0;
    } else if (parent->kind == ast::StmtKind::For) {
      has_continuing = static_cast<const ast::ForStmt*>(parent)->update != nullptr;
    }
    if (has_continuing) {
      for (VarKey v : fn_->local_var_decls.snapshot()) {
        Node* in = info.var_continuing_nodes.get_or_add(v, [&] { return create(var_ref(v)); });
        in->add_edge(get_var(v));
      }
    } else {
      add_loop_in_edges(info);
    }
    return cf;
  }

  // The AST a loop input node refers to: the variable's declaration (or the pointer parameter).
  AstRef var_ref(VarKey v) const {
    if (!v) return {};
    if (v->param) return AstRef::param(v->param);
    if (auto* d = facts_.var_decl(v)) return AstRef::var(d);
    return {};
  }

  void create_loop_in_nodes(LoopSwitchInfo& info, bool with_ast) {
    for (VarKey v : fn_->local_var_decls.snapshot()) {
      Node* in = create(with_ast ? var_ref(v) : AstRef{});
      in->add_edge(get_var(v));
      info.var_in_nodes.set(v, in);
      set_var(v, in);
    }
  }

  Node* for_stmt(Node* cf, const ast::ForStmt* f) {
    size_t nf = push_filters(f->attrs);
    constructs_.push_back(f);
    Node* cf_iter_start = create();
    Node* cf_init_end = cf;
    if (f->init) cf_init_end = stmt(cf, f->init);
    Node* cf_body_start = cf_iter_start;

    LoopSwitchInfo& info = fn_->loop_switch_infos[f];
    create_loop_in_nodes(info, false);

    if (f->condition) {
      Node* v = expr(cf_iter_start, f->condition);
      Node* cond_end = create(AstRef::stmt(f));
      cond_end->affects_control_flow = true;
      cond_end->add_edge(v);
      cf_body_start = cond_end;
      add_exit_edges(info, f, false);
    }
    Node* cf1 = stmt(cf_body_start, f->body);

    uint8_t body_b = behaviors(f->body);
    bool body_has_next_or_continue = body_b & (kNext | kContinue);
    bool body_has_return = body_b & kReturn;

    Node* cf_end_of_iter = cf1;
    if (f->update && body_has_next_or_continue) {
      for (const auto& [var, node] : info.var_continuing_nodes) {
        if (body_b & kNext) {
          if (Node* end_of_body = get_var(var)) node->add_edge(end_of_body);
        }
        set_var(var, node);
      }
      cf_end_of_iter = stmt(cf1, f->update);
    }
    if (body_has_next_or_continue) cf_iter_start->add_edge(cf_end_of_iter);
    cf_iter_start->add_edge(cf_init_end);

    add_loop_in_edges(info);
    for (const auto& [var, node] : info.var_exit_nodes) set_var(var, node);

    if (f->init && f->init->kind == ast::StmtKind::Decl) {
      if (const Entity* e = facts_.info.declared(static_cast<const ast::DeclStmt*>(f->init)->decl)) {
        fn_->local_var_decls.remove(e);
      }
    }
    fn_->loop_switch_infos.erase(f);
    constructs_.pop_back();
    pop_filters(nf);

    if (body_has_return) return body_has_next_or_continue ? cf_iter_start : cf1;
    return cf;
  }

  Node* while_stmt(Node* cf, const ast::WhileStmt* w) {
    size_t nf = push_filters(w->attrs);
    constructs_.push_back(w);
    Node* cfx = create();
    LoopSwitchInfo& info = fn_->loop_switch_infos[w];
    create_loop_in_nodes(info, false);

    Node* v = expr(cfx, w->condition);
    Node* cond_end = create(AstRef::stmt(w));
    cond_end->affects_control_flow = true;
    cond_end->add_edge(v);
    Node* cf_start = cond_end;

    add_exit_edges(info, w, false);
    Node* cf1 = stmt(cf_start, w->body);
    cfx->add_edge(cf1);
    cfx->add_edge(cf);

    add_loop_in_edges(info);
    for (const auto& [var, node] : info.var_exit_nodes) set_var(var, node);
    fn_->loop_switch_infos.erase(w);
    constructs_.pop_back();
    pop_filters(nf);

    return behaviors(w) == kNext ? cf : cfx;
  }

  Node* loop_stmt(Node* cf, const ast::LoopStmt* l) {
    size_t nf = push_filters(l->attrs);
    constructs_.push_back(l);
    Node* cfx = create();
    LoopSwitchInfo& info = fn_->loop_switch_infos[l];
    create_loop_in_nodes(info, true);

    loop_of_body_[l->body] = l;
    Node* cf1 = stmt(cfx, l->body);
    loop_of_body_.erase(l->body);
    uint8_t body_b = behaviors(l->body);
    if (body_b & (kNext | kContinue)) cfx->add_edge(cf1);
    cfx->add_edge(cf);

    for (const auto& [var, node] : info.var_exit_nodes) set_var(var, node);
    fn_->loop_switch_infos.erase(l);
    constructs_.pop_back();
    pop_filters(nf);

    return (behaviors(l) & kReturn) ? cf1 : cf;
  }

  Node* if_stmt(Node* cf, const ast::IfStmt* i) {
    size_t nf = push_filters(i->attrs);
    Node* v_cond = expr(cf, i->condition);
    Node* v = create(AstRef::stmt(i));
    v->affects_control_flow = true;
    v->add_edge(v_cond);

    VarMap true_vars, false_vars;
    auto in_scope = [&](Node* cf_in, const ast::Stmt* s, VarMap& assigned) {
      fn_->variables.push();
      Node* out = stmt(cf_in, s);
      assigned = std::move(fn_->variables.top());
      fn_->variables.pop();
      return out;
    };

    Node* cf1 = in_scope(v, i->then_block, true_vars);
    bool true_has_next = behaviors(i->then_block) & kNext;
    bool false_has_next = true;
    Node* cf2 = nullptr;
    if (i->else_stmt) {
      cf2 = in_scope(v, i->else_stmt, false_vars);
      false_has_next = behaviors(i->else_stmt) & kNext;
    }

    for (VarKey var : fn_->local_var_decls.snapshot()) {
      if (!true_vars.contains(var) && !false_vars.contains(var)) continue;
      Node* out = create();
      if (true_has_next) out->add_edge(true_vars.contains(var) ? *true_vars.find(var) : get_var(var));
      if (false_has_next) out->add_edge(false_vars.contains(var) ? *false_vars.find(var) : get_var(var));
      set_var(var, out);
    }
    pop_filters(nf);

    if (behaviors(i) != kNext) {
      Node* cf_end = create();
      cf_end->add_edge(cf1);
      if (cf2) cf_end->add_edge(cf2);
      return cf_end;
    }
    return cf;
  }

  Node* switch_stmt(Node* cf, const ast::SwitchStmt* s) {
    size_t nf = push_filters(s->attrs);
    Node* v_cond = expr(cf, s->selector);
    Node* v = create(AstRef::stmt(s));
    v->affects_control_flow = true;
    v->add_edge(v_cond);

    Node* cf_end = behaviors(s) != kNext ? create() : nullptr;
    constructs_.push_back(s);
    LoopSwitchInfo& info = fn_->loop_switch_infos[s];
    size_t nbf = push_filters(s->body_attrs);
    for (const ast::CaseClause* c : s->clauses) {
      fn_->variables.push();
      Node* cf_n = stmt(v, c->body);
      if (cf_end) cf_end->add_edge(cf_n);
      if (behaviors(c->body) & kNext) add_exit_edges(info, s, true);
      fn_->variables.pop();
    }
    pop_filters(nbf);
    for (const auto& [var, node] : info.var_exit_nodes) set_var(var, node);
    fn_->loop_switch_infos.erase(s);
    constructs_.pop_back();
    pop_filters(nf);
    return cf_end ? cf_end : cf;
  }

  Node* decl_stmt(Node* cf, const ast::DeclStmt* d) {
    const ast::VariableDecl* v = d->decl;
    const Entity* e = facts_.info.declared(v);
    Node* node;
    if (v->initializer) {
      node = expr(cf, v->initializer);
      if (facts_.entity_is_pointer(e) && is_partial_pointer(v->initializer)) fn_->partial_ptrs.insert(e);
    } else {
      node = cf;
    }
    set_var(e, node);
    if (v->kind == ast::DeclKind::Var) {
      fn_->local_var_decls.add(e);
      decl_depth_[e] = constructs_.size();
    }
    return cf;
  }

  // -- expressions --

  Node* expr(Node* cf, const ast::Expr* e, bool load_rule = false, bool value_context = true) {
    if (value_context && facts_.expr_is_reference(e)) load_rule = true;
    switch (e->kind) {
      case ast::ExprKind::Binary: {
        auto* b = static_cast<const ast::BinaryExpr*>(e);
        if (b->op == ast::BinaryOp::LogicalAnd || b->op == ast::BinaryOp::LogicalOr) {
          Node* v1 = expr(cf, b->lhs);
          Node* v1_cf = create(AstRef::expr(e));
          v1_cf->affects_control_flow = true;
          v1_cf->add_edge(v1);
          fn_->variables.push();
          Node* v2 = expr(v1_cf, b->rhs);
          VarMap rhs_vars = std::move(fn_->variables.top());
          fn_->variables.pop();
          for (VarKey var : fn_->local_var_decls.snapshot()) {
            Node** rhs_val = rhs_vars.find(var);
            if (!rhs_val) continue;
            Node* out = create();
            out->add_edge(*rhs_val);
            out->add_edge(get_var(var));
            set_var(var, out);
          }
          return v2;
        }
        Node* v1 = expr(cf, b->lhs);
        Node* v2 = expr(cf, b->rhs);
        Node* result = create(AstRef::expr(e));
        result->add_edge(v1);
        result->add_edge(v2);
        return result;
      }
      case ast::ExprKind::Call:
        return call(cf, static_cast<const ast::CallExpr*>(e));
      case ast::ExprKind::Ident:
        return ident(cf, static_cast<const ast::IdentExpr*>(e), load_rule);
      case ast::ExprKind::Index: {
        auto* ix = static_cast<const ast::IndexExpr*>(e);
        Node* v1 = expr(cf, ix->index);
        Node* v2 = expr(cf, ix->base, load_rule, false);
        Node* result = create();
        result->add_edge(v1);
        result->add_edge(v2);
        return result;
      }
      case ast::ExprKind::Member: {
        // A swizzle of a memory view that yields a value (`(&v).xy`) reads the memory.
        const ast::Expr* base = static_cast<const ast::MemberExpr*>(e)->base;
        if (!facts_.expr_is_reference(e) && (facts_.expr_is_reference(base) || facts_.expr_is_pointer(base))) {
          load_rule = true;
        }
        return expr(cf, base, load_rule, false);
      }
      case ast::ExprKind::Unary: {
        auto* u = static_cast<const ast::UnaryExpr*>(e);
        return expr(cf, u->operand, load_rule, u->op != ast::UnaryOp::AddressOf);
      }
      case ast::ExprKind::IntLiteral:
      case ast::ExprKind::FloatLiteral:
      case ast::ExprKind::BoolLiteral:
      case ast::ExprKind::Phony:
        return cf;
    }
    return cf;
  }

  // By the builtin-value list's flags: workgroup_id, num_workgroups, subgroup_size and
  // num_subgroups are uniform; subgroup_id within a subgroup.
  bool builtin_is_uniform(std::string_view b) const {
    std::optional<BuiltinValue> v = find_builtin_value(b);
    if (!v) return false;
    const BuiltinValueDef& d = builtin_value_def(*v);
    return d.has(kWorkgroupUniform) || (scope_ == Scope::Subgroup && d.has(kSubgroupUniform));
  }

  // Is an entry point input with these attributes possibly non-uniform?
  bool entry_input_non_uniform(std::string_view builtin) const {
    if (!builtin.empty() && fn_is_compute_) return !builtin_is_uniform(builtin);
    return true;
  }

  Node* ident(Node* cf, const ast::IdentExpr* id, bool load_rule) {
    Node* node = create(AstRef::ident(id));
    const Entity* e = facts_.entity(id);
    if (!e) {
      node->add_edge(cf);
      return node;
    }
    if (facts_.is_param(e)) {
      auto [owner, index] = facts_.owner_of(e);
      if (owner && facts_.is_entry_point(owner)) {
        std::vector<std::string_view> members;
        if (facts_.struct_member_builtins(e, &members)) {
          bool uniform = true;
          for (std::string_view b : members) {
            if (entry_input_non_uniform(b)) uniform = false;
          }
          node->add_edge(uniform ? cf : fn_->may_be_non_uniform);
        } else {
          std::string_view b = e->param ? builtin_attr_name(e->param->attrs) : e->builtin;
          node->add_edge(entry_input_non_uniform(b) ? fn_->may_be_non_uniform : cf);
        }
        return node;
      }
      node->add_edge(cf);
      Node* current = get_var(e);
      bool is_pointer = index < fn_->params.size() && fn_->params[index].is_pointer;
      if (is_pointer) {
        if (load_rule) {
          auto [space, access] = facts_.pointee(e);
          node->add_edge(space == AddressSpace::Function || access == Access::Read ? current : fn_->may_be_non_uniform);
        } else {
          node->add_edge(fn_->params[index].value);
        }
      } else {
        node->add_edge(current);
      }
      return node;
    }
    if (facts_.is_module_scope(e)) {
      node->add_edge(facts_.global_is_mutable(e) && load_rule ? fn_->may_be_non_uniform : cf);
      return node;
    }
    // Function-scope var, let or const.
    node->add_edge(cf);
    Node* local_value = get_var(e);
    if (facts_.entity_is_pointer(e)) {
      if (load_rule) {
        const Entity* root = facts_.root_identifier(id);
        if (root && facts_.is_module_scope(root)) {
          if (facts_.var_access(root) != Access::Read) node->add_edge(fn_->may_be_non_uniform);
        } else if (root) {
          node->add_edge(get_var(root));
        }
      }
      node->add_edge(local_value);
    } else if (facts_.is_var(e)) {
      if (load_rule) node->add_edge(local_value);
    } else {
      node->add_edge(local_value);
    }
    return node;
  }

  bool is_partial_pointer(const ast::Expr* e) const {
    while (e->kind == ast::ExprKind::Unary) {
      auto* u = static_cast<const ast::UnaryExpr*>(e);
      if (u->op != ast::UnaryOp::Deref && u->op != ast::UnaryOp::AddressOf) break;
      e = u->operand;
    }
    if (e->kind == ast::ExprKind::Ident) {
      const Entity* ent = facts_.entity(static_cast<const ast::IdentExpr*>(e));
      return ent && fn_->partial_ptrs.count(ent);
    }
    return e->kind == ast::ExprKind::Index || e->kind == ast::ExprKind::Member;
  }

  struct LValue {
    Node* node = nullptr;
    VarKey root = nullptr;
  };

  LValue lvalue(Node* cf, const ast::Expr* e, bool dereferencing = false, bool partial = false) {
    switch (e->kind) {
      case ast::ExprKind::Ident: {
        auto* id = static_cast<const ast::IdentExpr*>(e);
        const Entity* ent = facts_.entity(id);
        LValue result;
        if (!ent || (facts_.is_module_scope(ent) && !facts_.is_param(ent))) {
          result = {fn_->may_be_non_uniform, nullptr};
        } else if (facts_.is_param(ent)) {
          Node* value = create();
          auto [owner, index] = facts_.owner_of(ent);
          if (index < fn_->params.size()) value->add_edge(fn_->params[index].value);
          result = {value, ent};
        } else {
          Node* value = create();
          VarKey root = ent;
          if (dereferencing) {
            if (auto* v = facts_.var_decl(ent); v && v->initializer) root = facts_.root_identifier(v->initializer);
            value->add_edge(get_var(ent));
          }
          result = {value, root};
        }
        Node* old = get_var(result.root);
        if (partial && old) result.node->add_edge(old);
        return result;
      }
      case ast::ExprKind::Index: {
        auto* ix = static_cast<const ast::IndexExpr*>(e);
        dereferencing = dereferencing || facts_.expr_is_pointer(ix->base);
        Node* v1 = expr(cf, ix->index);
        LValue l = lvalue(cf, ix->base, dereferencing, true);
        l.node->add_edge(v1);
        return l;
      }
      case ast::ExprKind::Member: {
        auto* m = static_cast<const ast::MemberExpr*>(e);
        dereferencing = dereferencing || facts_.expr_is_pointer(m->base);
        uint32_t width = facts_.vector_width(m->base);
        bool full_swizzle = width != 0 && m->member.name.size() == width;
        return lvalue(cf, m->base, dereferencing, partial || !full_swizzle);
      }
      case ast::ExprKind::Unary: {
        auto* u = static_cast<const ast::UnaryExpr*>(e);
        if (u->op == ast::UnaryOp::Deref) return lvalue(cf, u->operand, true, partial || is_partial_pointer(e));
        return lvalue(cf, u->operand, false, partial);
      }
      case ast::ExprKind::Call: {
        auto* c = static_cast<const ast::CallExpr*>(e);
        VarKey root = c->args.size() ? facts_.root_identifier(c->args[0]) : nullptr;
        return {call(cf, c), root};
      }
      default:
        return {create(), nullptr};
    }
  }

  // -- calls --

  enum class Target : uint8_t { User, Builtin, Constructor };

  Target classify(const ast::CallExpr* c, const ast::FunctionDecl** user) const {
    if (const ast::FunctionDecl* f = user_callee(facts_, c)) {
      *user = f;
      return Target::User;
    }
    if (const CallSite* site = facts_.info.call(c); site && site->builtin) return Target::Builtin;
    if (const Entity* e = facts_.entity(c->target)) {
      return e->kind == EntityKind::BuiltinFunction ? Target::Builtin : Target::Constructor;
    }
    // Unresolved: only the builtins the analysis treats specially need telling apart.
    return classify_builtin(c->target->ident.name) != BuiltinClass::Other ? Target::Builtin : Target::Constructor;
  }

  Node* call(Node* cf, const ast::CallExpr* c) {
    facts_.call_owner[c] = fn_->decl;
    std::string_view name = c->target->ident.name;
    std::vector<Node*> args;
    std::vector<Node*> ptrarg_contents(c->args.size(), nullptr);
    for (size_t i = 0; i < c->args.size(); ++i) {
      Node* arg_i = expr(cf, c->args[i]);
      Node* arg_node = create(AstRef::call(c));
      arg_node->type = Node::ArgValue;
      arg_node->arg_index = static_cast<uint32_t>(i);
      arg_node->add_edge(arg_i);
      if (facts_.expr_is_pointer(c->args[i])) {
        Node* contents = create(AstRef::call(c));
        contents->type = Node::ArgContents;
        contents->arg_index = static_cast<uint32_t>(i);
        const Entity* root = facts_.root_identifier(c->args[i]);
        if (root && facts_.is_module_scope(root)) {
          if (facts_.var_access(root) != Access::Read) contents->add_edge(fn_->may_be_non_uniform);
        } else if (root) {
          contents->add_edge(get_var(root));
        }
        contents->add_edge(arg_node);
        ptrarg_contents[i] = contents;
      }
      args.push_back(arg_node);
    }

    Node* call_node = create(AstRef::call(c));
    call_node->add_edge(cf);
    Node* result = create(AstRef::call(c));
    result->type = Node::ReturnValue;

    CallSiteTag callsite;
    bool ret_non_uniform = false;
    const ast::FunctionDecl* user = nullptr;
    const FnGraph* callee = nullptr;
    Target target = classify(c, &user);
    BuiltinClass bc = BuiltinClass::Other;
    if (target == Target::Builtin) {
      bc = classify_builtin(name);
      switch (bc) {
        case BuiltinClass::Barrier:
        case BuiltinClass::WorkgroupUniformLoad:
          if (scope_ != Scope::Subgroup) callsite = {true, Sev::Error};
          break;
        case BuiltinClass::Derivative: {
          Sev s = severity(Rule::Derivative);
          if (s != Sev::Off && scope_ != Scope::Subgroup) callsite = {true, s};
          ret_non_uniform = true;
          break;
        }
        case BuiltinClass::Atomic:
          ret_non_uniform = true;
          break;
        case BuiltinClass::TextureLoad:
          if (c->args.size() && facts_.is_read_write_storage_texture(c->args[0])) ret_non_uniform = true;
          break;
        case BuiltinClass::Subgroup: {
          Sev s = severity(Rule::Subgroup);
          if (s != Sev::Off && scope_ != Scope::Workgroup) callsite = {true, s};
          ret_non_uniform = !(scope_ == Scope::Subgroup && subgroup_uniform_result(name));
          break;
        }
        case BuiltinClass::Other:
          break;
      }
    } else if (target == Target::User) {
      auto it = functions_.find(user);
      if (it != functions_.end()) {
        callee = it->second.get();
        callsite = callee->callsite_tag;
        ret_non_uniform = callee->return_value_may_be_non_uniform;
      }
    }

    if (ret_non_uniform) result->add_edge(fn_->may_be_non_uniform);
    result->add_edge(call_node);

    for (size_t i = 0; i < args.size(); ++i) {
      if (callee) {
        if (i >= callee->params.size()) break;
        const ParamInfo& pi = callee->params[i];
        if (pi.tag_direct.kind == ParamTagKind::ValueRequired) fn_->rtbu(pi.tag_direct.severity)->add_edge(args[i]);
        if (pi.tag_direct.kind == ParamTagKind::ContentsRequired) {
          fn_->rtbu(pi.tag_direct.severity)->add_edge(ptrarg_contents[i]);
        }
        if (pi.tag_retval.kind == ParamTagKind::ValueRequired) result->add_edge(args[i]);
        if (pi.tag_retval.kind == ParamTagKind::ContentsRequired) result->add_edge(ptrarg_contents[i]);

        if (ptrarg_contents[i]) {
          Node* ptr_result = create(AstRef::call(c));
          ptr_result->type = Node::PtrArgResult;
          ptr_result->arg_index = static_cast<uint32_t>(i);
          if (pi.pointer_may_become_non_uniform) {
            ptr_result->add_edge(fn_->may_be_non_uniform);
          } else {
            ptr_result->add_edge(call_node);
            for (uint32_t src : pi.ptr_output_source_param_values) {
              if (src < args.size()) ptr_result->add_edge(args[src]);
            }
            for (uint32_t src : pi.ptr_output_source_param_contents) {
              if (src < args.size()) ptr_result->add_edge(ptrarg_contents[src]);
            }
          }
          const Entity* root = facts_.root_identifier(c->args[i]);
          Node* old = get_var(root);
          if (is_partial_pointer(c->args[i]) && old) ptr_result->add_edge(old);
          set_var(root, ptr_result);
        }
      } else if (target == Target::Builtin && bc == BuiltinClass::WorkgroupUniformLoad && scope_ != Scope::Subgroup) {
        fn_->rtbu(Sev::Error)->add_edge(args[i]);
      } else if (target == Target::Builtin && is_uniform_parameter(name, i)) {
        Sev s = severity(Rule::Subgroup);
        if (s != Sev::Off && scope_ != Scope::Workgroup) fn_->rtbu(s)->add_edge(args[i]);
      } else if (target != Target::User) {
        result->add_edge(args[i]);
      }
    }

    if (callsite.required) fn_->rtbu(callsite.severity)->add_edge(call_node);
    return result;
  }

  // -- traversal and diagnostics --

  static void traverse(Node* source, std::unordered_set<Node*>* reachable = nullptr) {
    std::vector<Node*> to_visit{source};
    while (!to_visit.empty()) {
      Node* node = to_visit.back();
      to_visit.pop_back();
      if (reachable) reachable->insert(node);
      for (Node* to : node->edges) {
        if (to->visited_from == nullptr) {
          to->visited_from = node;
          to_visit.push_back(to);
        }
      }
    }
  }

  template <typename F>
  static Node* trace_back_until(Node* start, F&& pred) {
    Node* current = start;
    size_t steps = 0;
    while (current && steps++ < 1000000) {
      if (pred(current)) break;
      current = current->visited_from;
    }
    return steps > 1000000 ? nullptr : current;
  }

  const ast::CallExpr* find_builtin_requiring_uniformity(const ast::CallExpr* c, Sev sev, int depth = 0) {
    const ast::FunctionDecl* user = nullptr;
    if (depth > 256 || classify(c, &user) != Target::User) return c;
    auto it = functions_.find(user);
    if (it == functions_.end()) return c;
    for (Node* n : it->second->rtbu(sev)->edges) {
      if (n->type == Node::Regular && n->ast.kind == AstRef::Call) {
        return find_builtin_requiring_uniformity(static_cast<const ast::CallExpr*>(n->ast.ptr), sev, depth + 1);
      }
    }
    return c;
  }

  void report(Severity sev, Msg m, Span span, std::string_view a0 = {}, std::string_view a1 = {}) {
    diags_.add(Diagnostic{sev, std::string(message_info(m).id), format_message(m, a0, a1), &facts_.file, span});
  }
  void note(Msg m, Span span, std::string_view a0 = {}, std::string_view a1 = {}) {
    report(Severity::Note, m, span, a0, a1);
  }

  static Span keyword_span(const ast::Stmt* s) {
    switch (s->kind) {
      case ast::StmtKind::If:
        return {s->span.offset, 2};
      case ast::StmtKind::Switch:
        return {s->span.offset, 6};
      case ast::StmtKind::For:
        return {s->span.offset, 3};
      case ast::StmtKind::While:
        return {s->span.offset, 5};
      case ast::StmtKind::BreakIf:
        return {s->span.offset, 5};
      default:
        return s->span;
    }
  }

  Span span_of(const AstRef& r) const {
    switch (r.kind) {
      case AstRef::Ident:
        return static_cast<const ast::IdentExpr*>(r.ptr)->ident.span;
      case AstRef::Param:
        return static_cast<const ast::Param*>(r.ptr)->name.span;
      case AstRef::Var:
        return facts_.var_decl_span(static_cast<const ast::VariableDecl*>(r.ptr));
      case AstRef::Call:
      case AstRef::Expr:
        return static_cast<const ast::Expr*>(r.ptr)->span;
      case AstRef::Stmt:
        return keyword_span(static_cast<const ast::Stmt*>(r.ptr));
      case AstRef::None:
        break;
    }
    return {};
  }

  void show_control_flow_divergence(FnGraph& function, Node* required, Node* may_be_non_uniform) {
    function.reset_visited();
    traverse(required);
    Node* source = may_be_non_uniform;
    if (source == function.may_be_non_uniform) source = source->visited_from;
    if (!source) return;
    Node* control_flow = trace_back_until(source, [](Node* n) { return n->affects_control_flow; });
    if (control_flow) note(Msg::ControlFlowDependsOnNonUniformValue, span_of(control_flow->ast));
    show_source_of_non_uniformity(source);
  }

  static std::string_view var_kind_prefix(AddressSpace s) {
    switch (s) {
      case AddressSpace::Storage:
        return "read_write storage buffer ";
      case AddressSpace::Workgroup:
        return "workgroup storage variable ";
      case AddressSpace::Private:
        return "module-scope private variable ";
      default:
        return "";
    }
  }

  std::string_view var_prefix(const Entity* e) const {
    if (!e || !facts_.is_var(e)) return "";
    return var_kind_prefix(facts_.var_space(e));
  }

  void param_note(const ast::Param* p, bool points_to) {
    auto it = facts_.param_owner.find(p);
    std::string_view fn_name = it != facts_.param_owner.end() ? it->second.first->name.name : std::string_view{};
    if (points_to) {
      note(Msg::ParameterMayPointToNonUniform, p->name.span, p->name.name, fn_name);
    } else if (has_attr(p->attrs, ast::AttrKind::Builtin)) {
      note(Msg::BuiltinMayBeNonUniform, p->name.span, p->name.name, fn_name);
    } else if (has_attr(p->attrs, ast::AttrKind::Location)) {
      note(Msg::UserInputMayBeNonUniform, p->name.span, p->name.name, fn_name);
    } else {
      note(Msg::ParameterMayBeNonUniform, p->name.span, p->name.name, fn_name);
    }
  }

  void show_source_of_non_uniformity(Node* source) {
    if (!source) return;
    switch (source->ast.kind) {
      case AstRef::Ident: {
        auto* id = static_cast<const ast::IdentExpr*>(source->ast.ptr);
        const Entity* e = facts_.entity(id);
        if (facts_.is_param(e)) {
          const ast::Param* p = e->param;
          auto [owner, index] = facts_.owner_of(e);
          std::string_view fn_name = owner ? owner->name.name : std::string_view{};
          Msg m = Msg::ParameterMayBeNonUniform;
          if (p && has_attr(p->attrs, ast::AttrKind::Builtin)) m = Msg::BuiltinMayBeNonUniform;
          else if (p && has_attr(p->attrs, ast::AttrKind::Location)) m = Msg::UserInputMayBeNonUniform;
          note(m, id->ident.span, id->ident.name, fn_name);
        } else {
          std::string prefix(var_prefix(e));
          note(Msg::ReadMayBeNonUniform, id->ident.span, prefix, id->ident.name);
        }
        return;
      }
      case AstRef::Param:
        param_note(static_cast<const ast::Param*>(source->ast.ptr), source->type == Node::PtrParamContents);
        return;
      case AstRef::Var: {
        auto* v = static_cast<const ast::VariableDecl*>(source->ast.ptr);
        std::string prefix(var_prefix(facts_.info.declared(v)));
        note(Msg::ReadMayBeNonUniform, facts_.var_decl_span(v), prefix, v->name.name);
        return;
      }
      case AstRef::Call: {
        auto* c = static_cast<const ast::CallExpr*>(source->ast.ptr);
        std::string_view target = c->target->ident.name;
        switch (source->type) {
          case Node::ReturnValue:
            note(Msg::ReturnValueMayBeNonUniform, c->span, target);
            return;
          case Node::ArgContents: {
            const Entity* root = facts_.root_identifier(c->args[source->arg_index]);
            std::string prefix(var_prefix(root));
            Span at = c->args[source->arg_index]->span;
            std::string_view name;
            if (root && root->param) {
              at = root->param->name.span;
              name = root->param->name.name;
            } else if (auto* d = facts_.var_decl(root)) {
              at = d->kind == ast::DeclKind::Var ? facts_.var_decl_span(d) : d->name.span;
              name = d->name.name;
            }
            note(Msg::ReadMayBeNonUniform, at, prefix, name);
            return;
          }
          case Node::ArgValue:
            note(Msg::PassingNonUniformPointer, c->args[source->arg_index]->span, target);
            return;
          case Node::PtrArgResult:
            note(Msg::PointerContentsMayBecomeNonUniform, c->args[source->arg_index]->span, target);
            return;
          default:
            note(Msg::ExpressionMayBeNonUniform, c->span);
            return;
        }
      }
      case AstRef::Expr:
        note(Msg::ExpressionMayBeNonUniform, static_cast<const ast::Expr*>(source->ast.ptr)->span);
        return;
      case AstRef::Stmt:
      case AstRef::None:
        return;
    }
  }

  FnGraph* graph_of(const ast::FunctionDecl* f) {
    auto it = functions_.find(f);
    return it == functions_.end() ? nullptr : it->second.get();
  }

  void make_error(FnGraph& function, Node* source_node, Sev sev) {
    Node* rtbu = function.rtbu(sev);
    function.reset_visited();
    traverse(rtbu);
    if (!source_node->visited_from) return;

    Node* cause = trace_back_until(source_node, [&](Node* n) { return n->visited_from == rtbu; });
    if (!cause || cause->ast.kind != AstRef::Call) return;
    auto* c = static_cast<const ast::CallExpr*>(cause->ast.ptr);
    const ast::FunctionDecl* user = nullptr;
    Target target = classify(c, &user);
    std::string_view func_name = c->target->ident.name;

    if (cause->type == Node::ArgValue || cause->type == Node::ArgContents) {
      bool is_value = cause->type == Node::ArgValue;
      Span arg_span = c->args[cause->arg_index]->span;
      if (target == Target::User) {
        if (FnGraph* next = graph_of(user); next && cause->arg_index < next->params.size()) {
          ParamInfo& pi = next->params[cause->arg_index];
          make_error(*next, is_value ? pi.value : pi.ptr_input_contents, sev);
        }
        note(is_value ? Msg::ValuePassedHere : Msg::ValuePassedViaPointerHere, arg_span);
      } else {
        std::string index = std::to_string(cause->arg_index);
        report(to_severity(sev), is_value ? Msg::ArgumentMustBeUniform : Msg::ArgumentContentsMustBeUniform, arg_span,
               func_name, index);
      }
      show_source_of_non_uniformity(source_node->visited_from);
      return;
    }

    const ast::CallExpr* builtin_call = find_builtin_requiring_uniformity(c, sev);
    report(to_severity(sev),
           scope_ == Scope::Subgroup ? Msg::CallInNonUniformSubgroupControlFlow : Msg::CallInNonUniformControlFlow,
           builtin_call->span, builtin_call->target->ident.name);
    if (builtin_call != c) {
      auto it = facts_.call_owner.find(builtin_call);
      bool direct = it != facts_.call_owner.end() && it->second == user;
      note(direct ? Msg::CalledBy : Msg::CalledIndirectlyBy, c->span, func_name, function.name);
    }
    show_control_flow_divergence(function, cause, source_node);
  }
};

}  // namespace

namespace {

// In the subgroup scope the only requirements come from subgroup builtins (the call, or a
// parameter that must be uniform such as subgroupShuffleXor's mask) and from user functions that
// inherit them; without a call of one, that analysis has nothing to report and is skipped.
bool calls_subgroup_builtin(const ModuleInfo& info) {
  for (const FunctionInfo* f : info.functions()) {
    for (const CallSite& cs : f->calls) {
      if (!cs.builtin) continue;
      if (cs.builtin->uniform_parameter >= 0) return true;
      if (classify_builtin(cs.call->target->ident.name) == BuiltinClass::Subgroup) return true;
    }
  }
  return false;
}

}  // namespace

void analyze_uniformity(const ast::Module& module, const ModuleInfo& info, const SourceFile& file,
                        DiagnosticList& diags) {
  ModuleFacts facts(module, info, file);
  std::vector<const ast::FunctionDecl*> order = function_order(facts);
  Analysis workgroup(facts, diags, Scope::Workgroup);
  if (!workgroup.run(order)) return;
  if (!calls_subgroup_builtin(info)) return;
  Analysis subgroup(facts, diags, Scope::Subgroup);
  subgroup.run(order);
}

}  // namespace wgx::sema
