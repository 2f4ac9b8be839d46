#include "syntax/ast_dump.h"

#include <string_view>

#include "syntax/ast_printer.h"
#include "wgx/source.h"

namespace wgx {
namespace {

using namespace ast;

// The WGSL keyword that introduces a declaration ("fn" for functions).
std::string_view decl_keyword(DeclKind k) {
  switch (k) {
    case DeclKind::Var:
      return "var";
    case DeclKind::Let:
      return "let";
    case DeclKind::Const:
      return "const";
    case DeclKind::Override:
      return "override";
    case DeclKind::Alias:
      return "alias";
    case DeclKind::Struct:
      return "struct";
    case DeclKind::Function:
      return "fn";
    case DeclKind::ConstAssert:
      return "const_assert";
  }
  return "?";
}

std::string control_text(const DiagnosticControl& c) {
  std::string s = "(";
  s += c.severity.name;
  s += ", ";
  if (!c.rule_category.name.empty()) {
    s += c.rule_category.name;
    s += '.';
  }
  s += c.rule.name;
  s += ')';
  return s;
}

// One node per line: `role: Kind details @L:C-L:C`, children indented by two spaces. Every field
// appears (optional slots by role), so equal dumps mean equal trees modulo spans.
class Dumper {
 public:
  Dumper(const SourceFile* file, const DumpOptions& options) : file_(file), spans_(options.spans && file) {}

  std::string out;

  void module(const Module& m) {
    line({}, "Module", nullptr);
    Nest n(this);
    for (const Directive* d : m.directives) directive(*d);
    for (const Decl* d : m.decls) decl({}, *d);
  }

 private:
  const SourceFile* file_;
  bool spans_;
  static constexpr int kMaxDumpDepth = 1000;
  int depth_ = 0;

  struct Nest {
    explicit Nest(Dumper* d) : dumper(d) { ++dumper->depth_; }
    ~Nest() { --dumper->depth_; }
    Nest(const Nest&) = delete;
    Nest& operator=(const Nest&) = delete;
    Dumper* dumper;
  };

  void line(std::string_view role, std::string_view text, const Span* span) {
    out.append(static_cast<size_t>(depth_) * 2, ' ');
    if (!role.empty()) {
      out += role;
      out += ": ";
    }
    out += text;
    if (spans_ && span) {
      Location b = file_->location(span->offset);
      Location e = file_->location(span->end());
      out += " @" + std::to_string(b.line) + ':' + std::to_string(b.column) + '-' + std::to_string(e.line) + ':' +
             std::to_string(e.column);
    }
    out += '\n';
  }

  // ---- Directives, attributes, declarations ------------------------------------------------

  void directive(const Directive& d) {
    std::string text = "Directive ";
    switch (d.kind) {
      case DirectiveKind::Enable:
      case DirectiveKind::Requires:
        text += d.kind == DirectiveKind::Enable ? "enable" : "requires";
        for (const Ident& n : d.names) {
          text += ' ';
          text += n.name;
        }
        break;
      case DirectiveKind::Diagnostic:
        text += "diagnostic" + control_text(d.control);
        break;
    }
    line({}, text, &d.span);
  }

  void attributes(std::string_view role, const List<Attribute*>& attrs) {
    for (const Attribute* a : attrs) {
      std::string text = "Attribute ";
      text += attr_name(a->kind);
      if (a->kind == AttrKind::Diagnostic) text += control_text(a->control);
      line(role, text, &a->span);
      Nest n(this);
      for (const Expr* e : a->args) expr("arg", e);
    }
  }

  void decl(std::string_view role, const Decl& d) {
    std::string text;
    switch (d.kind) {
      case DeclKind::Var:
      case DeclKind::Let:
      case DeclKind::Const:
      case DeclKind::Override:
        text = "VariableDecl ";
        break;
      case DeclKind::Alias:
        text = "AliasDecl ";
        break;
      case DeclKind::Struct:
        text = "StructDecl ";
        break;
      case DeclKind::Function:
        text = "FunctionDecl ";
        break;
      case DeclKind::ConstAssert:
        text = "ConstAssertDecl ";
        break;
    }
    text += decl_keyword(d.kind);
    if (!d.name.name.empty()) {
      text += ' ';
      text += d.name.name;
    }
    line(role, text, &d.span);
    Nest n(this);
    attributes({}, d.attrs);
    decl_body(d);
  }

  void decl_body(const Decl& d) {
    switch (d.kind) {
      case DeclKind::Var:
      case DeclKind::Let:
      case DeclKind::Const:
      case DeclKind::Override: {
        const auto& v = static_cast<const VariableDecl&>(d);
        expr("address_space", v.address_space);
        expr("access", v.access);
        expr("type", v.type);
        expr("init", v.initializer);
        break;
      }
      case DeclKind::Alias:
        expr("type", static_cast<const AliasDecl&>(d).type);
        break;
      case DeclKind::Struct:
        for (const StructMember* m : static_cast<const StructDecl&>(d).members) {
          line({}, "Member " + std::string(m->name.name), &m->span);
          Nest n(this);
          attributes({}, m->attrs);
          expr("type", m->type);
        }
        break;
      case DeclKind::Function:
        function(static_cast<const FunctionDecl&>(d));
        break;
      case DeclKind::ConstAssert:
        expr("condition", static_cast<const ConstAssertDecl&>(d).condition);
        break;
    }
  }

  void function(const FunctionDecl& f) {
    for (const Param* p : f.params) {
      line({}, "Param " + std::string(p->name.name), &p->span);
      Nest n(this);
      attributes({}, p->attrs);
      expr("type", p->type);
    }
    attributes("return", f.return_attrs);
    expr("return_type", f.return_type);
    stmt("body", f.body);
  }

  // ---- Statements --------------------------------------------------------------------------

  void stmt(std::string_view role, const Stmt* s) {
    if (!s) return;  // absent optional slots are left out; roles tell the rest apart
    // Else-if chains nest without bound; as for expressions, the dump stops rather than recurse.
    if (depth_ > kMaxDumpDepth) {
      line(role, "... (deeper nesting not dumped)", nullptr);
      return;
    }
    line(role, stmt_text(*s), &s->span);
    Nest n(this);
    stmt_children(*s);
  }

  static std::string stmt_text(const Stmt& s) {
    switch (s.kind) {
      case StmtKind::Block:
        return "BlockStmt";
      case StmtKind::Return:
        return "ReturnStmt";
      case StmtKind::If:
        return "IfStmt";
      case StmtKind::Switch:
        return "SwitchStmt";
      case StmtKind::Loop:
        return "LoopStmt";
      case StmtKind::For:
        return "ForStmt";
      case StmtKind::While:
        return "WhileStmt";
      case StmtKind::Break:
        return "BreakStmt";
      case StmtKind::BreakIf:
        return "BreakIfStmt";
      case StmtKind::Continue:
        return "ContinueStmt";
      case StmtKind::Discard:
        return "DiscardStmt";
      case StmtKind::Call:
        return "CallStmt";
      case StmtKind::Decl:
        return "DeclStmt";
      case StmtKind::Assign:
        return "AssignStmt";
      case StmtKind::CompoundAssign: {
        BinaryOp op = static_cast<const CompoundAssignStmt&>(s).op;
        return "CompoundAssignStmt " + std::string(binary_op_spelling(op)) + "=";
      }
      case StmtKind::Increment:
        return "IncrementStmt";
      case StmtKind::Decrement:
        return "DecrementStmt";
      case StmtKind::ConstAssert:
        return "ConstAssertStmt";
    }
    return "?";
  }

  void stmt_children(const Stmt& s) {
    switch (s.kind) {
      case StmtKind::Block: {
        const auto& b = static_cast<const BlockStmt&>(s);
        attributes({}, b.attrs);
        for (const Stmt* c : b.stmts) stmt({}, c);
        break;
      }
      case StmtKind::Return:
        expr("value", static_cast<const ReturnStmt&>(s).value);
        break;
      case StmtKind::If: {
        const auto& i = static_cast<const IfStmt&>(s);
        attributes({}, i.attrs);
        expr("condition", i.condition);
        stmt("then", i.then_block);
        stmt("else", i.else_stmt);
        break;
      }
      case StmtKind::Switch:
        switch_children(static_cast<const SwitchStmt&>(s));
        break;
      case StmtKind::Loop: {
        const auto& l = static_cast<const LoopStmt&>(s);
        attributes({}, l.attrs);
        stmt("body", l.body);
        stmt("continuing", l.continuing);
        break;
      }
      case StmtKind::For: {
        const auto& f = static_cast<const ForStmt&>(s);
        attributes({}, f.attrs);
        stmt("init", f.init);
        expr("condition", f.condition);
        stmt("update", f.update);
        stmt("body", f.body);
        break;
      }
      case StmtKind::While: {
        const auto& w = static_cast<const WhileStmt&>(s);
        attributes({}, w.attrs);
        expr("condition", w.condition);
        stmt("body", w.body);
        break;
      }
      default:
        simple_children(s);
        break;
    }
  }

  void switch_children(const SwitchStmt& s) {
    attributes({}, s.attrs);
    expr("selector", s.selector);
    attributes("body", s.body_attrs);
    for (const CaseClause* c : s.clauses) {
      line({}, "CaseClause", &c->span);
      Nest n(this);
      for (const Expr* sel : c->selectors) {
        if (sel) {
          expr("selector", sel);
        } else {
          line("selector", "default", nullptr);
        }
      }
      stmt("body", c->body);
    }
  }

  void simple_children(const Stmt& s) {
    switch (s.kind) {
      case StmtKind::BreakIf:
        expr("condition", static_cast<const BreakIfStmt&>(s).condition);
        break;
      case StmtKind::Call:
        expr("call", static_cast<const CallStmt&>(s).call);
        break;
      case StmtKind::Decl:
        decl("decl", *static_cast<const DeclStmt&>(s).decl);
        break;
      case StmtKind::Assign: {
        const auto& a = static_cast<const AssignStmt&>(s);
        expr("lhs", a.lhs);
        expr("rhs", a.rhs);
        break;
      }
      case StmtKind::CompoundAssign: {
        const auto& a = static_cast<const CompoundAssignStmt&>(s);
        expr("lhs", a.lhs);
        expr("rhs", a.rhs);
        break;
      }
      case StmtKind::Increment:
      case StmtKind::Decrement:
        expr("lhs", static_cast<const IncDecStmt&>(s).lhs);
        break;
      case StmtKind::ConstAssert:
        expr("condition", static_cast<const ConstAssertStmt&>(s).condition);
        break;
      default:  // break, continue, discard: no children
        break;
    }
  }

  // ---- Expressions -------------------------------------------------------------------------

  void expr(std::string_view role, const Expr* e) {
    if (!e) return;
    // Left-deep operator chains can be arbitrarily deep; the dump stops rather than recurse on.
    if (depth_ > kMaxDumpDepth) {
      line(role, "... (deeper nesting not dumped)", nullptr);
      return;
    }
    line(role, expr_text(*e), &e->span);
    Nest n(this);
    switch (e->kind) {
      case ExprKind::Ident:
        for (const Expr* t : static_cast<const IdentExpr*>(e)->template_args) expr("template_arg", t);
        break;
      case ExprKind::Call: {
        const auto* c = static_cast<const CallExpr*>(e);
        expr("target", c->target);
        for (const Expr* a : c->args) expr("arg", a);
        break;
      }
      case ExprKind::Unary:
        expr("operand", static_cast<const UnaryExpr*>(e)->operand);
        break;
      case ExprKind::Binary:
        expr("lhs", static_cast<const BinaryExpr*>(e)->lhs);
        expr("rhs", static_cast<const BinaryExpr*>(e)->rhs);
        break;
      case ExprKind::Index:
        expr("base", static_cast<const IndexExpr*>(e)->base);
        expr("index", static_cast<const IndexExpr*>(e)->index);
        break;
      case ExprKind::Member:
        expr("base", static_cast<const MemberExpr*>(e)->base);
        break;
      default:  // literals and `_`: everything is on the line
        break;
    }
  }

  static std::string expr_text(const Expr& e) {
    switch (e.kind) {
      case ExprKind::Ident:
        return "IdentExpr " + std::string(static_cast<const IdentExpr&>(e).ident.name);
      case ExprKind::Call:
        return "CallExpr";
      case ExprKind::IntLiteral: {
        const auto& l = static_cast<const IntLiteralExpr&>(e);
        std::string s = "IntLiteralExpr " + std::to_string(l.value);
        if (l.suffix) s += l.suffix;
        return s;
      }
      case ExprKind::FloatLiteral: {
        const auto& l = static_cast<const FloatLiteralExpr&>(e);
        return "FloatLiteralExpr " + float_literal_text(l.value, l.suffix);
      }
      case ExprKind::BoolLiteral:
        return static_cast<const BoolLiteralExpr&>(e).value ? "BoolLiteralExpr true" : "BoolLiteralExpr false";
      case ExprKind::Unary:
        return "UnaryExpr " + std::string(unary_op_spelling(static_cast<const UnaryExpr&>(e).op));
      case ExprKind::Binary:
        return "BinaryExpr " + std::string(binary_op_spelling(static_cast<const BinaryExpr&>(e).op));
      case ExprKind::Index:
        return "IndexExpr";
      case ExprKind::Member:
        return "MemberExpr ." + std::string(static_cast<const MemberExpr&>(e).member.name);
      case ExprKind::Phony:
        return "PhonyExpr";
    }
    return "?";
  }
};

}  // namespace

std::string dump_ast(const ast::Module& module, const SourceFile* file, const DumpOptions& options) {
  Dumper d(file, options);
  d.module(module);
  return std::move(d.out);
}

}  // namespace wgx
