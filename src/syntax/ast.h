// The abstract syntax tree of a WGSL module. Every node keeps its source span. Nodes live in
// the module's arena; child lists are arena arrays, so the tree is freed in one go.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "base/arena.h"
#include "wgx/source.h"

namespace wgx::ast {

struct Ident {
  std::string_view name;  // points into the source text
  Span span;
};

// ---- Expressions -------------------------------------------------------------------------

enum class ExprKind : uint8_t {
  Ident,
  Call,
  IntLiteral,
  FloatLiteral,
  BoolLiteral,
  Unary,
  Binary,
  Index,
  Member,
  Phony
};

struct Expr {
  ExprKind kind;
  // Dense index of the expression in its module (0, 1, 2, ... in the order the parser made
  // them; Module::expr_count in all), so that sema's per-expression tables are arrays instead of
  // hash maps keyed by address.
  uint32_t id;
  Span span;
};

// An identifier with an optional template list: a value (`x`), a type (`array<f32, 4>`), or an
// enumerant (`read_write`). Types are written as these too; sema tells them apart.
struct IdentExpr : Expr {
  Ident ident;
  List<Expr*> template_args;
};

struct CallExpr : Expr {
  IdentExpr* target;  // function, builtin or type constructor (`vec3<f32>(...)`)
  List<Expr*> args;
};

struct IntLiteralExpr : Expr {
  int64_t value;
  char suffix;  // 0 (abstract), 'i' or 'u'
};

struct FloatLiteralExpr : Expr {
  double value;
  char suffix;  // 0 (abstract), 'f' or 'h'
};

struct BoolLiteralExpr : Expr {
  bool value;
};

enum class UnaryOp : uint8_t { Negate, Not, Complement, Deref, AddressOf };

struct UnaryExpr : Expr {
  UnaryOp op;
  Expr* operand;
};

enum class BinaryOp : uint8_t {
  Add,
  Sub,
  Mul,
  Div,
  Mod,
  And,
  Or,
  Xor,
  ShiftLeft,
  ShiftRight,
  LogicalAnd,
  LogicalOr,
  Equal,
  NotEqual,
  Less,
  LessEqual,
  Greater,
  GreaterEqual,
};

struct BinaryExpr : Expr {
  BinaryOp op;
  Expr* lhs;
  Expr* rhs;
};

struct IndexExpr : Expr {
  Expr* base;
  Expr* index;
};

struct MemberExpr : Expr {
  Expr* base;
  Ident member;
};

// The `_` on the left of a phony assignment.
struct PhonyExpr : Expr {};

// ---- Attributes --------------------------------------------------------------------------

enum class AttrKind : uint8_t {
  Align,
  Binding,
  BlendSrc,
  Builtin,
  Color,
  Compute,
  Diagnostic,
  Fragment,
  Group,
  Id,
  InputAttachmentIndex,
  Interpolate,
  Invariant,
  Location,
  MustUse,
  Size,
  SubgroupSize,
  Vertex,
  WorkgroupSize,
};

struct DiagnosticControl {
  Ident severity;
  Ident rule_category;  // empty name when the rule has no category (`derivative_uniformity`)
  Ident rule;
};

struct Attribute {
  AttrKind kind;
  Span span;  // the attribute's name, where Tint points its messages
  List<Expr*> args;
  DiagnosticControl control;  // for @diagnostic
};

// ---- Statements --------------------------------------------------------------------------

enum class StmtKind : uint8_t {
  Block,
  Return,
  If,
  Switch,
  Loop,
  For,
  While,
  Break,
  BreakIf,
  Continue,
  Discard,
  Call,
  Decl,
  Assign,
  CompoundAssign,
  Increment,
  Decrement,
  ConstAssert,
};

struct Stmt {
  StmtKind kind;
  Span span;
};

struct BlockStmt : Stmt {
  List<Attribute*> attrs;
  List<Stmt*> stmts;
};

struct ReturnStmt : Stmt {
  Expr* value;  // null for `return;`
};

struct IfStmt : Stmt {
  List<Attribute*> attrs;
  Expr* condition;
  BlockStmt* then_block;
  Stmt* else_stmt;  // null, an IfStmt (else if) or a BlockStmt (else)
};

struct CaseClause {
  Span span;
  List<Expr*> selectors;  // a null entry stands for `default`
  Span default_span;      // the `default` keyword, when the clause has one
  BlockStmt* body;
};

struct SwitchStmt : Stmt {
  List<Attribute*> attrs;
  Expr* selector;
  List<Attribute*> body_attrs;
  List<CaseClause*> clauses;
};

struct LoopStmt : Stmt {
  List<Attribute*> attrs;
  BlockStmt* body;        // carries the body attributes
  BlockStmt* continuing;  // null when absent
};

struct ForStmt : Stmt {
  List<Attribute*> attrs;
  Stmt* init;       // may be null
  Expr* condition;  // may be null
  Stmt* update;     // may be null
  BlockStmt* body;
};

struct WhileStmt : Stmt {
  List<Attribute*> attrs;
  Expr* condition;
  BlockStmt* body;
};

struct BreakIfStmt : Stmt {
  Expr* condition;
};

struct CallStmt : Stmt {
  CallExpr* call;
};

struct VariableDecl;

struct DeclStmt : Stmt {
  VariableDecl* decl;  // var, let or const
};

struct AssignStmt : Stmt {
  Expr* lhs;  // PhonyExpr for `_ = e`
  Expr* rhs;
};

struct CompoundAssignStmt : Stmt {
  BinaryOp op;
  Expr* lhs;
  Expr* rhs;
};

struct IncDecStmt : Stmt {  // Increment or Decrement
  Expr* lhs;
};

struct ConstAssertStmt : Stmt {
  Expr* condition;
};

// ---- Declarations ------------------------------------------------------------------------

enum class DeclKind : uint8_t { Var, Let, Const, Override, Alias, Struct, Function, ConstAssert };

struct Decl {
  DeclKind kind;
  Span span;
  Ident name;  // empty for const_assert
  List<Attribute*> attrs;
};

// var, let, const and override, at module or function scope.
struct VariableDecl : Decl {
  Expr* address_space;  // `var<AS, access>`: null when not written
  Expr* access;
  IdentExpr* type;    // null when inferred
  Expr* initializer;  // null when absent
};

struct AliasDecl : Decl {
  IdentExpr* type;
};

struct StructMember {
  Span span;
  Ident name;
  List<Attribute*> attrs;
  IdentExpr* type;
};

struct StructDecl : Decl {
  List<StructMember*> members;
};

struct Param {
  Span span;
  Ident name;
  List<Attribute*> attrs;
  IdentExpr* type;
};

struct FunctionDecl : Decl {
  List<Param*> params;
  IdentExpr* return_type;  // null for no return type
  List<Attribute*> return_attrs;
  BlockStmt* body;
};

struct ConstAssertDecl : Decl {
  Expr* condition;
};

// ---- Directives and the module -----------------------------------------------------------

enum class DirectiveKind : uint8_t { Enable, Requires, Diagnostic };

struct Directive {
  DirectiveKind kind;
  Span span;
  List<Ident> names;          // extensions or language features
  DiagnosticControl control;  // for `diagnostic`
};

struct Module {
  Arena arena;
  uint32_t expr_count = 0;  // the ids Expr::id takes are 0 .. expr_count - 1
  std::vector<Directive*> directives;
  std::vector<Decl*> decls;  // in source order
};

// Spellings, for printing and messages.
std::string_view binary_op_spelling(BinaryOp op);
std::string_view unary_op_spelling(UnaryOp op);
std::string_view attr_name(AttrKind kind);
// The keyword of a declaration kind ("var", "let", "function", ...), as messages name it.
const char* decl_kind_name(DeclKind kind);
// Attribute kind for a name; false when the name is not an attribute.
bool attr_kind_from_name(std::string_view name, AttrKind* kind);
// The attribute names Tint lists in its "Possible values" hint, sorted.
const std::vector<std::string_view>& attribute_names();

}  // namespace wgx::ast
