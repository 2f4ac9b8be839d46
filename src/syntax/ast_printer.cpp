#include "syntax/ast_printer.h"

#include <charconv>
#include <cmath>
#include <string_view>

namespace wgx {
namespace {

using namespace ast;

bool is_multiplicative(BinaryOp op) { return op == BinaryOp::Mul || op == BinaryOp::Div || op == BinaryOp::Mod; }
bool is_additive(BinaryOp op) { return op == BinaryOp::Add || op == BinaryOp::Sub; }
bool is_shift(BinaryOp op) { return op == BinaryOp::ShiftLeft || op == BinaryOp::ShiftRight; }
bool is_relational(BinaryOp op) { return op >= BinaryOp::Equal && op <= BinaryOp::GreaterEqual; }
// What the grammar's shift_expression derives without parentheses.
bool is_shift_level(BinaryOp op) { return is_multiplicative(op) || is_additive(op) || is_shift(op); }

// Whether `child`, an operand of a `parent` operator, needs parentheses. This follows the WGSL
// grammar exactly (left-associative chains, no mixing of bitwise or logical operators, shifts
// and bitwise operators take unary operands), so the printed text needs no more nesting than
// the source had: the parser's depth limit counts parentheses.
bool needs_parens(BinaryOp parent, const Expr& child, bool is_rhs) {
  if (child.kind != ExprKind::Binary) return false;
  BinaryOp op = static_cast<const BinaryExpr&>(child).op;
  switch (parent) {
    case BinaryOp::Mul:
    case BinaryOp::Div:
    case BinaryOp::Mod:
      return is_rhs || !is_multiplicative(op);
    case BinaryOp::Add:
    case BinaryOp::Sub:
      return !(is_multiplicative(op) || (!is_rhs && is_additive(op)));
    case BinaryOp::ShiftLeft:
    case BinaryOp::ShiftRight:
      return true;
    case BinaryOp::Less:
      // `a < b >> c` would be read as the template list `a<b>` followed by `> c`.
      if (is_rhs && op == BinaryOp::ShiftRight) return true;
      return !is_shift_level(op);
    case BinaryOp::LessEqual:
    case BinaryOp::Greater:
    case BinaryOp::GreaterEqual:
    case BinaryOp::Equal:
    case BinaryOp::NotEqual:
      return !is_shift_level(op);
    case BinaryOp::And:
    case BinaryOp::Or:
    case BinaryOp::Xor:
      return is_rhs || op != parent;
    case BinaryOp::LogicalAnd:
    case BinaryOp::LogicalOr:
      return !(is_shift_level(op) || is_relational(op) || (!is_rhs && op == parent));
  }
  return true;
}

// Whether the text of `e` has an operator matching `pred` outside any parentheses: those are
// the '<' and '>' that template-list discovery sees.
template <typename Pred>
bool has_bare_op(const Expr& e, Pred pred) {
  if (e.kind != ExprKind::Binary) return false;
  const auto& b = static_cast<const BinaryExpr&>(e);
  if (pred(b.op)) return true;
  return (!needs_parens(b.op, *b.lhs, false) && has_bare_op(*b.lhs, pred)) ||
         (!needs_parens(b.op, *b.rhs, true) && has_bare_op(*b.rhs, pred));
}

bool opens_angle(BinaryOp op) { return op == BinaryOp::Less; }
bool closes_angle(BinaryOp op) {
  return op == BinaryOp::Greater || op == BinaryOp::GreaterEqual || op == BinaryOp::ShiftRight;
}

// The base of `a[i]` and `a.b` binds tighter than anything but another postfix expression;
// literals are wrapped too, since `1.x` would lex as the float `1.`.
bool postfix_base_needs_parens(const Expr& e) {
  switch (e.kind) {
    case ExprKind::Ident:
    case ExprKind::Call:
    case ExprKind::Index:
    case ExprKind::Member:
      return false;
    default:
      return true;
  }
}

class Printer {
 public:
  std::string out;

  void module(const Module& m) {
    for (const Directive* d : m.directives) directive(*d);
    if (!m.directives.empty() && !m.decls.empty()) out += '\n';
    const Decl* prev = nullptr;
    for (const Decl* d : m.decls) {
      if (prev && (is_block_decl(*prev) || is_block_decl(*d))) out += '\n';
      decl(*d);
      prev = d;
    }
  }

 private:
  int depth_ = 0;

  static bool is_block_decl(const Decl& d) { return d.kind == DeclKind::Struct || d.kind == DeclKind::Function; }

  void indent() { out.append(static_cast<size_t>(depth_) * 2, ' '); }
  void name(const Ident& id) { out += id.name; }

  // ---- Directives and attributes -----------------------------------------------------------

  void directive(const Directive& d) {
    switch (d.kind) {
      case DirectiveKind::Enable:
        out += "enable ";
        ident_list(d.names);
        break;
      case DirectiveKind::Requires:
        out += "requires ";
        ident_list(d.names);
        break;
      case DirectiveKind::Diagnostic:
        out += "diagnostic";
        control(d.control);
        break;
    }
    out += ";\n";
  }

  void ident_list(const List<Ident>& names) {
    for (uint32_t i = 0; i < names.size(); ++i) {
      if (i) out += ", ";
      name(names[i]);
    }
  }

  void control(const DiagnosticControl& c) {
    out += '(';
    name(c.severity);
    out += ", ";
    if (!c.rule_category.name.empty()) {
      name(c.rule_category);
      out += '.';
    }
    name(c.rule);
    out += ')';
  }

  void attribute(const Attribute& a) {
    out += '@';
    out += attr_name(a.kind);
    if (a.kind == AttrKind::Diagnostic) {
      control(a.control);
    } else if (!a.args.empty()) {
      out += '(';
      expr_list(a.args, false);
      out += ')';
    }
  }

  // Attributes, each followed by a space.
  void attrs(const List<Attribute*>& list) {
    for (const Attribute* a : list) {
      attribute(*a);
      out += ' ';
    }
  }

  // Attributes on a line of their own (before `fn` and `struct`).
  void attr_line(const List<Attribute*>& list) {
    if (list.empty()) return;
    attrs(list);
    out.back() = '\n';
  }

  // ---- Declarations ------------------------------------------------------------------------

  void decl(const Decl& d) {
    switch (d.kind) {
      case DeclKind::Var:
      case DeclKind::Let:
      case DeclKind::Const:
      case DeclKind::Override:
        attrs(d.attrs);
        variable(static_cast<const VariableDecl&>(d));
        out += ";\n";
        break;
      case DeclKind::Alias:
        attrs(d.attrs);
        out += "alias ";
        name(d.name);
        out += " = ";
        expr(*static_cast<const AliasDecl&>(d).type);
        out += ";\n";
        break;
      case DeclKind::Struct:
        struct_decl(static_cast<const StructDecl&>(d));
        break;
      case DeclKind::Function:
        function(static_cast<const FunctionDecl&>(d));
        break;
      case DeclKind::ConstAssert:
        attrs(d.attrs);
        out += "const_assert ";
        expr(*static_cast<const ConstAssertDecl&>(d).condition);
        out += ";\n";
        break;
    }
  }

  // `var<as, access> name: type = init` without attributes or ';'.
  void variable(const VariableDecl& v) {
    switch (v.kind) {
      case DeclKind::Let:
        out += "let";
        break;
      case DeclKind::Const:
        out += "const";
        break;
      case DeclKind::Override:
        out += "override";
        break;
      default:
        out += "var";
        break;
    }
    if (v.address_space) {
      out += '<';
      list_item(*v.address_space);
      if (v.access) {
        out += ", ";
        list_item(*v.access);
      }
      out += '>';
    }
    out += ' ';
    name(v.name);
    if (v.type) {
      out += ": ";
      expr(*v.type);
    }
    if (v.initializer) {
      out += " = ";
      expr(*v.initializer);
    }
  }

  void struct_decl(const StructDecl& s) {
    attr_line(s.attrs);
    out += "struct ";
    name(s.name);
    out += " {\n";
    for (const StructMember* m : s.members) {
      out += "  ";
      attrs(m->attrs);
      name(m->name);
      out += ": ";
      expr(*m->type);
      out += ",\n";
    }
    out += "}\n";
  }

  void function(const FunctionDecl& f) {
    attr_line(f.attrs);
    out += "fn ";
    name(f.name);
    out += '(';
    for (uint32_t i = 0; i < f.params.size(); ++i) {
      const Param& p = *f.params[i];
      if (i) out += ", ";
      attrs(p.attrs);
      name(p.name);
      out += ": ";
      expr(*p.type);
    }
    out += ')';
    if (f.return_type) {
      out += " -> ";
      attrs(f.return_attrs);
      expr(*f.return_type);
    }
    out += ' ';
    block(*f.body);
    out += '\n';
  }

  // ---- Statements --------------------------------------------------------------------------

  // `@attrs { ... }` starting at the cursor, ending after the '}' (no newline); `{}` when empty.
  void block(const BlockStmt& b) {
    attrs(b.attrs);
    if (b.stmts.empty()) {
      out += "{}";
      return;
    }
    out += "{\n";
    ++depth_;
    for (const Stmt* s : b.stmts) statement(*s);
    --depth_;
    indent();
    out += '}';
  }

  // One statement on its own line(s), indented, with its ';' and newline.
  void statement(const Stmt& s) {
    indent();
    switch (s.kind) {
      case StmtKind::Block:
        block(static_cast<const BlockStmt&>(s));
        break;
      case StmtKind::If:
        if_stmt(static_cast<const IfStmt&>(s));
        break;
      case StmtKind::Switch:
        switch_stmt(static_cast<const SwitchStmt&>(s));
        break;
      case StmtKind::Loop:
        loop_stmt(static_cast<const LoopStmt&>(s));
        break;
      case StmtKind::For:
        for_stmt(static_cast<const ForStmt&>(s));
        break;
      case StmtKind::While: {
        const auto& w = static_cast<const WhileStmt&>(s);
        attrs(w.attrs);
        out += "while ";
        expr(*w.condition);
        out += ' ';
        block(*w.body);
        break;
      }
      default:
        simple_statement(s);
        out += ';';
        break;
    }
    out += '\n';
  }

  // Statements that end in ';', printed without it (for-loop headers use them too).
  void simple_statement(const Stmt& s) {
    switch (s.kind) {
      case StmtKind::Return: {
        const Expr* v = static_cast<const ReturnStmt&>(s).value;
        out += "return";
        if (v) {
          out += ' ';
          expr(*v);
        }
        break;
      }
      case StmtKind::Break:
        out += "break";
        break;
      case StmtKind::BreakIf:
        out += "break if ";
        expr(*static_cast<const BreakIfStmt&>(s).condition);
        break;
      case StmtKind::Continue:
        out += "continue";
        break;
      case StmtKind::Discard:
        out += "discard";
        break;
      case StmtKind::Call:
        expr(*static_cast<const CallStmt&>(s).call);
        break;
      case StmtKind::Decl: {
        const VariableDecl& v = *static_cast<const DeclStmt&>(s).decl;
        attrs(v.attrs);
        variable(v);
        break;
      }
      case StmtKind::Assign: {
        const auto& a = static_cast<const AssignStmt&>(s);
        expr(*a.lhs);
        out += " = ";
        expr(*a.rhs);
        break;
      }
      case StmtKind::CompoundAssign: {
        const auto& a = static_cast<const CompoundAssignStmt&>(s);
        expr(*a.lhs);
        out += ' ';
        out += binary_op_spelling(a.op);
        out += "= ";
        expr(*a.rhs);
        break;
      }
      case StmtKind::Increment:
      case StmtKind::Decrement:
        expr(*static_cast<const IncDecStmt&>(s).lhs);
        out += s.kind == StmtKind::Increment ? "++" : "--";
        break;
      case StmtKind::ConstAssert:
        out += "const_assert ";
        expr(*static_cast<const ConstAssertStmt&>(s).condition);
        break;
      default:
        out += "/* unexpected statement */";
        break;
    }
  }

  // `if c {} else if d {} else {}`; else-if links carry no attributes of their own.
  void if_stmt(const IfStmt& s) {
    attrs(s.attrs);
    out += "if ";
    expr(*s.condition);
    out += ' ';
    block(*s.then_block);
    if (!s.else_stmt) return;
    out += " else ";
    if (s.else_stmt->kind == StmtKind::If) {
      if_stmt(static_cast<const IfStmt&>(*s.else_stmt));
    } else {
      block(static_cast<const BlockStmt&>(*s.else_stmt));
    }
  }

  void switch_stmt(const SwitchStmt& s) {
    attrs(s.attrs);
    out += "switch ";
    expr(*s.selector);
    out += ' ';
    attrs(s.body_attrs);
    out += "{\n";
    ++depth_;
    for (const CaseClause* c : s.clauses) case_clause(*c);
    --depth_;
    indent();
    out += '}';
  }

  void case_clause(const CaseClause& c) {
    indent();
    if (c.selectors.size() == 1 && c.selectors[0] == nullptr) {
      out += "default: ";
    } else {
      out += "case ";
      for (uint32_t i = 0; i < c.selectors.size(); ++i) {
        if (i) out += ", ";
        if (c.selectors[i]) {
          list_item(*c.selectors[i]);
        } else {
          out += "default";
        }
      }
      out += ": ";
    }
    block(*c.body);
    out += '\n';
  }

  void loop_stmt(const LoopStmt& s) {
    attrs(s.attrs);
    out += "loop ";
    attrs(s.body->attrs);
    if (s.body->stmts.empty() && !s.continuing) {
      out += "{}";
      return;
    }
    out += "{\n";
    ++depth_;
    for (const Stmt* st : s.body->stmts) statement(*st);
    if (s.continuing) {
      indent();
      out += "continuing ";
      block(*s.continuing);
      out += '\n';
    }
    --depth_;
    indent();
    out += '}';
  }

  void for_stmt(const ForStmt& s) {
    attrs(s.attrs);
    out += "for (";
    if (s.init) simple_statement(*s.init);
    out += ';';
    if (s.condition) {
      out += ' ';
      expr(*s.condition);
    }
    out += ';';
    if (s.update) {
      out += ' ';
      simple_statement(*s.update);
    }
    out += ") ";
    block(*s.body);
  }

  // ---- Expressions -------------------------------------------------------------------------

  void expr(const Expr& e) {
    switch (e.kind) {
      case ExprKind::Ident:
        ident_expr(static_cast<const IdentExpr&>(e));
        break;
      case ExprKind::Call: {
        const auto& c = static_cast<const CallExpr&>(e);
        ident_expr(*c.target);
        out += '(';
        expr_list(c.args, false);
        out += ')';
        break;
      }
      case ExprKind::IntLiteral: {
        const auto& l = static_cast<const IntLiteralExpr&>(e);
        out += std::to_string(l.value);
        if (l.suffix) out += l.suffix;
        break;
      }
      case ExprKind::FloatLiteral: {
        const auto& l = static_cast<const FloatLiteralExpr&>(e);
        out += float_literal_text(l.value, l.suffix);
        break;
      }
      case ExprKind::BoolLiteral:
        out += static_cast<const BoolLiteralExpr&>(e).value ? "true" : "false";
        break;
      case ExprKind::Unary:
        unary(static_cast<const UnaryExpr&>(e));
        break;
      case ExprKind::Binary: {
        const auto& b = static_cast<const BinaryExpr&>(e);
        operand(*b.lhs, needs_parens(b.op, *b.lhs, false));
        out += ' ';
        out += binary_op_spelling(b.op);
        out += ' ';
        operand(*b.rhs, needs_parens(b.op, *b.rhs, true));
        break;
      }
      case ExprKind::Index: {
        const auto& x = static_cast<const IndexExpr&>(e);
        operand(*x.base, postfix_base_needs_parens(*x.base));
        out += '[';
        expr(*x.index);
        out += ']';
        break;
      }
      case ExprKind::Member: {
        const auto& m = static_cast<const MemberExpr&>(e);
        operand(*m.base, postfix_base_needs_parens(*m.base));
        out += '.';
        name(m.member);
        break;
      }
      case ExprKind::Phony:
        out += '_';
        break;
    }
  }

  // A unary operand is a unary expression: only binary operands need parentheses. A space keeps
  // `- -a` and `& &a` from lexing as `--` and `&&`.
  void unary(const UnaryExpr& u) {
    std::string_view op = unary_op_spelling(u.op);
    out += op;
    size_t start = out.size();
    operand(*u.operand, u.operand->kind == ExprKind::Binary);
    bool glues = (op == "-" || op == "&") && out.size() > start && out[start] == op[0];
    if (glues) out.insert(start, 1, ' ');
  }

  void ident_expr(const IdentExpr& e) {
    name(e.ident);
    if (e.template_args.empty()) return;
    out += '<';
    expr_list(e.template_args, true);
    out += '>';
  }

  void operand(const Expr& e, bool parens) {
    if (!parens) return expr(e);
    out += '(';
    expr(e);
    out += ')';
  }

  void list_item(const Expr& e) { operand(e, has_bare_op(e, opens_angle) || has_bare_op(e, closes_angle)); }

  // A comma-separated list. Template-list discovery would pair a bare `<` in one element with a
  // bare `>` in a later one (`f(a < b, c > d)` reads as `f(a<b, c>d)`), and inside a template
  // list any bare `<` or `>` pairs with the list's own delimiters; those elements get parentheses.
  void expr_list(const List<Expr*>& list, bool template_list) {
    for (uint32_t i = 0; i < list.size(); ++i) {
      if (i) out += ", ";
      const Expr& e = *list[i];
      bool opens = has_bare_op(e, opens_angle);
      bool wrap = template_list ? (opens || has_bare_op(e, closes_angle)) : (opens && closes_later(list, i + 1));
      operand(e, wrap);
    }
  }

  static bool closes_later(const List<Expr*>& list, uint32_t from) {
    for (uint32_t j = from; j < list.size(); ++j) {
      if (has_bare_op(*list[j], closes_angle)) return true;
    }
    return false;
  }
};

}  // namespace

std::string float_literal_text(double value, char suffix) {
  std::string s;
  if (std::isnan(value)) {
    s = "(0.0 / 0.0)";  // not a literal, but valid WGSL; the parser never produces a NaN
  } else if (std::isinf(value)) {
    s = value < 0 ? "(-1.0 / 0.0)" : "(1.0 / 0.0)";
  } else {
    char buf[64];
    auto result = std::to_chars(buf, buf + sizeof(buf), value);
    s.assign(buf, result.ptr);
    // Shortest form of an integral value has neither '.' nor exponent ("100"): add ".0" so it
    // lexes as a float.
    if (s.find_first_of(".e") == std::string::npos) s += ".0";
    if (suffix) s += suffix;
    return s;
  }
  if (suffix) s.insert(s.size() - 1, std::string(1, suffix));
  return s;
}

std::string print_wgsl(const ast::Module& module) {
  Printer p;
  p.module(module);
  return std::move(p.out);
}

}  // namespace wgx
