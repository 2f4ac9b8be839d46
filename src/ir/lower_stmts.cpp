// Lowering of statements: declarations, assignments and compound assignments, increments,
// control flow (if, switch, loops, break, continue, return, discard) and calls as statements,
// under a bound on how deeply statements nest.

#include "ir/lower_impl.h"

namespace wgx::ir::lowering {

void Lowerer::lower_stmt(const ast::Stmt* s) {
  Span at = s->span;
  // Every pass over the IR (validation, both executors, the C++ emitter) walks nested blocks
  // recursively: a nesting the parser cannot bound (an else-if chain nests one block per `else`)
  // is refused here, before any of them can run out of stack.
  struct Depth {
    int& d;
    explicit Depth(int& x) : d(++x) {}
    ~Depth() { --d; }
  } depth(stmt_depth_);
  if (stmt_depth_ > kMaxStmtDepth)
    over_limit("statements nested more than " + std::to_string(kMaxStmtDepth) +
                   " deep (an else-if chain counts one level per 'else')",
               at);
  switch (s->kind) {
    case ast::StmtKind::Block:
      return lower_block(static_cast<const ast::BlockStmt*>(s));
    case ast::StmtKind::ConstAssert:
      return;
    case ast::StmtKind::Discard:
      lower_discard(at);
      return;
    case ast::StmtKind::Call: {
      lower_call(static_cast<const ast::CallStmt*>(s)->call, std::nullopt);
      return;
    }
    case ast::StmtKind::Decl: {
      auto* d = static_cast<const ast::DeclStmt*>(s)->decl;
      const sema::Entity* ent = info_.declared(d);
      if (!ent) unsupported("declaration", at);
      if (d->kind == ast::DeclKind::Const) return;
      if (d->kind == ast::DeclKind::Let) {
        const sema::Type* t = ent->type;
        if (t->kind == TypeKind::Pointer) {
          locals_[ent] = lower(d->initializer, std::nullopt);
          return;
        }
        if (is_composite(t) && !(t->kind == TypeKind::Struct && !t->structure->decl)) {
          locals_[ent] = mem(temp_of(d->initializer, t));
          return;
        }
        auto cs = concrete_scalar(t);
        LExpr x = lower(d->initializer, cs);
        if (x.kind == LExpr::Members) {
          locals_[ent] = x;
          return;
        }
        if (is_composite(t) && x.kind == LExpr::Memory) {  // a builtin's result structure in memory
          Ref copy_of = alloc_temp(x.ref.type, at);
          copy(copy_of, x.ref, at);
          locals_[ent] = mem(copy_of);
          return;
        }
        locals_[ent] = val(convert(value_of(x, at), ir_type(t, cs, at), at));
        return;
      }
      if (d->kind == ast::DeclKind::Var) {
        Ref r;
        r.var = variable(ent, at);
        r.offset = konst_u32(0, at);
        r.type = ent->type;
        if (d->initializer)
          store_expr(r, d->initializer);
        else
          zero(r, at);
        return;
      }
      unsupported("declaration", at);
    }
    case ast::StmtKind::Assign: {
      auto* a = static_cast<const ast::AssignStmt*>(s);
      if (a->lhs->kind == ast::ExprKind::Phony) {
        const sema::Type* rt = info_.type(a->rhs);
        // `_ = t` with a texture or sampler: naming a handle has no effect (it only makes the
        // entry point use the binding, which reflection sees).
        const sema::Type* handle = rt && rt->kind == TypeKind::Reference ? rt->elem : rt;
        if (handle && (handle->kind == TypeKind::Texture || handle->kind == TypeKind::Sampler ||
                       handle->kind == TypeKind::SamplerComparison))
          return;
        if (rt && rt->kind != TypeKind::Reference && is_composite(rt) && is_constructor(a->rhs)) {
          temp_of(a->rhs, rt);  // evaluated for the effects of its operands
          return;
        }
        LExpr x = lower(a->rhs, std::nullopt);
        (void)x;
        return;
      }
      Ref r = lower_ref(a->lhs);
      // A constructor is built in place, operand by operand; where an operand may read the
      // destination (`m = mat2x2(m[1], m[0])`, also through a pointer or a called function),
      // the value is built whole in a temporary first, as WGSL evaluates the right side first.
      if (is_composite(r.type) && is_constructor(a->rhs) && may_read_memory(a->rhs))
        return copy(r, temp_of(a->rhs, r.type), a->rhs->span);
      return store_expr(r, a->rhs);
    }
    case ast::StmtKind::CompoundAssign:
    case ast::StmtKind::Increment:
    case ast::StmtKind::Decrement: {
      const ast::Expr* lhs;
      Ref r;
      Reg rhs;
      ast::BinaryOp op;
      if (s->kind == ast::StmtKind::CompoundAssign) {
        auto* c = static_cast<const ast::CompoundAssignStmt*>(s);
        lhs = c->lhs;
        op = c->op;
        r = lower_ref(lhs);
        const sema::Type* rt = sema::unwrap_ref(info_.type(c->rhs));
        if (r.type->kind == TypeKind::Matrix || (rt && rt->kind == TypeKind::Matrix))
          return matrix_compound(r, op, c->rhs, at);
        Type t = ir_type(r.type, std::nullopt, at);
        bool shift = op == ast::BinaryOp::ShiftLeft || op == ast::BinaryOp::ShiftRight;
        rhs = rvalue(c->rhs, shift ? Scalar::U32 : t.scalar);
      } else {
        lhs = static_cast<const ast::IncDecStmt*>(s)->lhs;
        op = s->kind == ast::StmtKind::Increment ? ast::BinaryOp::Add : ast::BinaryOp::Sub;
        r = lower_ref(lhs);
        Type t = ir_type(r.type, std::nullopt, at);
        rhs = konst(t, word_of(1, t.scalar), at);
      }
      Reg cur = load(r, at);
      Type t = reg_type(cur);
      bool shift = op == ast::BinaryOp::ShiftLeft || op == ast::BinaryOp::ShiftRight;
      rhs = splat(rhs, t.width, at);
      if (!shift) rhs = convert(rhs, t, at);
      Op o = Op::Add;
      switch (op) {
        case ast::BinaryOp::Add:
          o = Op::Add;
          break;
        case ast::BinaryOp::Sub:
          o = Op::Sub;
          break;
        case ast::BinaryOp::Mul:
          o = Op::Mul;
          break;
        case ast::BinaryOp::Div:
          o = Op::Div;
          break;
        case ast::BinaryOp::Mod:
          o = Op::Rem;
          break;
        case ast::BinaryOp::And:
          o = Op::And;
          break;
        case ast::BinaryOp::Or:
          o = Op::Or;
          break;
        case ast::BinaryOp::Xor:
          o = Op::Xor;
          break;
        case ast::BinaryOp::ShiftLeft:
          o = Op::Shl;
          break;
        case ast::BinaryOp::ShiftRight:
          o = Op::Shr;
          break;
        default:
          unsupported("compound operator", at);
      }
      store_reg(r, emit(o, t, {cur, rhs}, {}, at), at);
      return;
    }
    case ast::StmtKind::If: {
      auto* i = static_cast<const ast::IfStmt*>(s);
      Node n;
      n.kind = NodeKind::If;
      n.loc = at;
      n.cond = rvalue(i->condition, Scalar::Bool);
      n.then_block = std::make_unique<Block>();
      n.else_block = std::make_unique<Block>();
      in_block(n.then_block.get(), [&] { lower_block(i->then_block); });
      if (i->else_stmt) in_block(n.else_block.get(), [&] { lower_stmt(i->else_stmt); });
      push_node(std::move(n));
      return;
    }
    case ast::StmtKind::Loop:
    case ast::StmtKind::For:
    case ast::StmtKind::While: {
      const ast::Expr* cond = nullptr;
      const ast::BlockStmt* body = nullptr;
      const ast::Stmt* update = nullptr;
      const ast::BlockStmt* continuing = nullptr;
      if (s->kind == ast::StmtKind::For) {
        auto* f = static_cast<const ast::ForStmt*>(s);
        if (f->init) lower_stmt(f->init);
        cond = f->condition, body = f->body, update = f->update;
      } else if (s->kind == ast::StmtKind::While) {
        auto* w = static_cast<const ast::WhileStmt*>(s);
        cond = w->condition, body = w->body;
      } else {
        auto* l = static_cast<const ast::LoopStmt*>(s);
        body = l->body, continuing = l->continuing;
      }
      Node n;
      n.kind = NodeKind::Loop;
      n.loc = at;
      n.body = std::make_unique<Block>();
      n.continuing = std::make_unique<Block>();
      in_block(n.body.get(), [&] {
        if (cond) {
          Reg c = rvalue(cond, Scalar::Bool);
          Node iff;
          iff.kind = NodeKind::If;
          iff.loc = cond->span;
          iff.cond = c;
          iff.then_block = std::make_unique<Block>();
          iff.else_block = std::make_unique<Block>();
          Node brk;
          brk.kind = NodeKind::Break;
          brk.loc = cond->span;
          iff.else_block->push_back(std::move(brk));
          push_node(std::move(iff));
        }
        lower_block(body);
      });
      in_block(n.continuing.get(), [&] {
        if (update) lower_stmt(update);
        if (continuing) lower_block(continuing);
      });
      push_node(std::move(n));
      return;
    }
    case ast::StmtKind::BreakIf: {
      Node n;
      n.kind = NodeKind::BreakIf;
      n.loc = at;
      n.cond = rvalue(static_cast<const ast::BreakIfStmt*>(s)->condition, Scalar::Bool);
      push_node(std::move(n));
      return;
    }
    case ast::StmtKind::Break:
    case ast::StmtKind::Continue: {
      Node n;
      n.kind = s->kind == ast::StmtKind::Break ? NodeKind::Break : NodeKind::Continue;
      n.loc = at;
      push_node(std::move(n));
      return;
    }
    case ast::StmtKind::Return: {
      auto* r = static_cast<const ast::ReturnStmt*>(s);
      Node n;
      n.kind = NodeKind::Return;
      n.loc = at;
      if (r->value && ret_var_ != kNoVar) {
        Ref dst;
        dst.var = ret_var_;
        dst.offset = konst_u32(0, at);
        dst.type = ret_type_;
        store_expr(dst, r->value);
      } else if (r->value) {
        n.cond = convert(rvalue(r->value, fn_->result.scalar), fn_->result, at);
      }
      push_node(std::move(n));
      return;
    }
    case ast::StmtKind::Switch: {
      auto* sw = static_cast<const ast::SwitchStmt*>(s);
      Node n;
      n.kind = NodeKind::Switch;
      n.loc = at;
      auto sel_scalar = concrete_scalar(info_.type(sw->selector));
      if (!sel_scalar) sel_scalar = Scalar::I32;
      n.cond = rvalue(sw->selector, sel_scalar);
      for (const ast::CaseClause* c : sw->clauses) {
        SwitchCase sc;
        for (const ast::Expr* sel : c->selectors) {
          if (!sel) {
            sc.is_default = true;
            continue;
          }
          auto known = info_.case_values.find(sel);
          std::optional<int64_t> v = known != info_.case_values.end() ? known->second : info_.int_value(sel);
          if (!v) unsupported("this case selector", sel->span);
          sc.values.push_back(static_cast<uint32_t>(*v));
        }
        blocks_.push_back(&sc.body);
        lower_block(c->body);
        blocks_.pop_back();
        n.cases.push_back(std::move(sc));
      }
      push_node(std::move(n));
      return;
    }
  }
  unsupported("this statement", at);
}

}  // namespace wgx::ir::lowering
