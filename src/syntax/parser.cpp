// The parser mirrors Tint's WGSL reader in structure, so that the first error on any input is the
// one a browser reports: the same grammar functions, the same "expected 'X' for Y" messages, and
// the same resynchronization (sync tokens, 32-token lookahead, recursion depth 128).
#include "syntax/parser.h"

#include <algorithm>
#include <string>
#include <vector>

#include "diag/catalogue.h"
#include "diag/suggest.h"
#include "syntax/builtin_values.h"
#include "syntax/extensions.h"
#include "syntax/language_features.h"
#include "syntax/lexer.h"
#include "syntax/token.h"

namespace wgx {
namespace {

using namespace ast;  // NOLINT: this file is all AST construction

constexpr int kMaxParseDepth = 128;
constexpr size_t kMaxResyncLookahead = 32;

enum class St : uint8_t { NoMatch, Matched, Errored };

struct Fail {
  St state;
};
constexpr Fail kErrored{St::Errored};
constexpr Fail kNoMatch{St::NoMatch};

// A parse result: matched with a value, no match (nothing consumed that matters), or errored.
template <typename T>
struct R {
  T value{};
  St state = St::NoMatch;
  R() = default;
  R(T v) : value(std::move(v)), state(St::Matched) {}  // NOLINT: implicit by design
  R(Fail f) : state(f.state) {}                        // NOLINT
  bool matched() const { return state == St::Matched; }
  bool errored() const { return state == St::Errored; }
};

struct Void {};
using Attrs = std::vector<Attribute*>;

// The extension list (extensions.def), in its (alphabetical) order.
const std::vector<std::string_view>& extension_names() {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> out;
    for (const ExtensionDef& d : kExtensionDefs) out.push_back(d.name);
    return out;
  }();
  return names;
}

// The builtin-value list (builtin_values.def), in its (alphabetical) order.
const std::vector<std::string_view>& builtin_value_names() {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> out;
    for (const BuiltinValueDef& d : kBuiltinValueDefs) out.push_back(d.name);
    return out;
  }();
  return names;
}

const std::vector<std::string_view>& depth_mode_names() {
  static const std::vector<std::string_view> names = {"greater", "less"};
  return names;
}

const std::vector<std::string_view>& interpolation_type_names() {
  static const std::vector<std::string_view> names = {"flat", "linear", "perspective"};
  return names;
}

const std::vector<std::string_view>& interpolation_sampling_names() {
  static const std::vector<std::string_view> names = {"center", "centroid", "either", "first", "sample"};
  return names;
}

const std::vector<std::string_view>& severity_names() {
  static const std::vector<std::string_view> names = {"error", "info", "off", "warning"};
  return names;
}

std::string for_use(std::string_view use) { return use.empty() ? std::string() : " for " + std::string(use); }

bool contains(const std::vector<std::string_view>& names, std::string_view n) {
  for (std::string_view x : names) {
    if (x == n) return true;
  }
  return false;
}

class Parser {
 public:
  Parser(const SourceFile& file, DiagnosticList& diags, const ParseOptions& options)
      : file_(file), diags_(diags), options_(options), module_(std::make_unique<Module>()) {}

  std::unique_ptr<Module> run() {
    tokens_ = lex(file_);
    translation_unit();
    return std::move(module_);
  }

 private:
  const SourceFile& file_;
  DiagnosticList& diags_;
  ParseOptions options_;
  std::unique_ptr<Module> module_;
  std::vector<Token> tokens_;
  size_t next_ = 0;
  Span last_span_;
  bool synchronized_ = true;
  int silence_ = 0;
  int parse_depth_ = 0;
  size_t errors_ = 0;
  std::vector<Tok> sync_tokens_;

  // ---- Diagnostics ----

  Fail error(Span span, Msg id, std::string message) {
    if (silence_ == 0) {
      diags_.add({Severity::Error, message_info(id).id, std::move(message), &file_, span});
      ++errors_;
    }
    return kErrored;
  }
  Fail error(Span span, Msg id, std::initializer_list<std::string_view> args = {}) {
    return error(span, id, format_message(id, args));
  }
  void note(Span span, Msg id) {
    if (silence_ == 0) diags_.add({Severity::Note, message_info(id).id, format_message(id), &file_, span});
  }
  void report_error_token(Token& t) {
    if (t.reported || silence_ != 0) return;
    t.reported = true;
    if (t.error == Msg::InvalidCharacter || t.error == Msg::InvalidBom || t.error == Msg::NullCharacter) {
      error(t.span, t.error);
    } else {
      error(t.span, t.error, {t.error_arg});
    }
  }
  bool handle_error(Token& t) {
    if (!t.is(Tok::Error)) return false;
    synchronized_ = false;
    report_error_token(t);
    return true;
  }

  // ---- Token stream ----

  Token& peek(size_t count = 0) {
    size_t i = next_ + count;
    return i < tokens_.size() ? tokens_[i] : tokens_.back();
  }
  bool peek_is(Tok t, size_t count = 0) { return peek(count).is(t); }
  Token& next() {
    Token& t = tokens_[next_];
    last_span_ = t.span;
    if (t.is(Tok::Eof)) return t;
    if (t.is(Tok::Error)) report_error_token(t);
    ++next_;
    return t;
  }
  bool match(Tok t, Span* span = nullptr) {
    if (span) *span = peek().span;
    if (!peek_is(t)) return false;
    next();
    return true;
  }
  // Consumes the first character of the current token, leaving the rest as a token of kind `rest`
  // (for `--` read as two minuses and `&&` read as two address-ofs).
  void split_front(Tok rest) {
    Token& t = tokens_[next_];
    last_span_ = {t.span.offset, 1};
    t.kind = rest;
    t.span.offset += 1;
    t.span.length -= 1;
  }
  bool continue_parsing() const { return synchronized_ && errors_ < options_.max_errors; }
  Span since(Span start) const { return Span::between(start, last_span_); }
  std::string_view text(Span s) const { return file_.text().substr(s.offset, s.length); }

  bool expect(std::string_view use, Tok tok) {
    Token& t = peek();
    if (t.is(tok)) {
      next();
      synchronized_ = true;
      return true;
    }
    synchronized_ = false;
    if (handle_error(t)) return false;
    if (tok == Tok::TemplateArgsLeft && t.is(Tok::LessThan)) {
      error(t.span, Msg::MissingClosingTemplate, {for_use(use)});
    } else {
      error(t.span, Msg::ExpectedToken, {token_name(tok), for_use(use)});
    }
    return false;
  }

  R<Ident> expect_ident(std::string_view use, std::string_view kind = "identifier") {
    Token& t = peek();
    if (t.is_identifier()) {
      synchronized_ = true;
      next();
      std::string_view name = text(t.span);
      if (is_reserved_word(name)) return error(t.span, Msg::ReservedKeyword, {name});
      return Ident{name, t.span};
    }
    if (handle_error(t)) return kErrored;
    synchronized_ = false;
    return error(t.span, Msg::ExpectedKind, {kind, for_use(use)});
  }

  // An identifier from a fixed set (attribute, extension, severity names).
  R<Ident> expect_enum(std::string_view what, const std::vector<std::string_view>& names, std::string_view use = {}) {
    Token& t = peek();
    std::string_view got = text(t.span);
    if (t.is_identifier() && contains(names, got)) {
      synchronized_ = true;
      next();
      return Ident{got, t.span};
    }
    if (handle_error(t)) return kErrored;
    // Like Tint, only identifiers and integers (by value) are compared with the names; other
    // tokens get the list alone.
    std::string int_text;
    if (t.kind >= Tok::IntLiteral && t.kind <= Tok::IntLiteralU) int_text = std::to_string(t.int_value);
    std::string_view compared = t.is_identifier() ? got : std::string_view(int_text);
    std::string msg = "expected " + std::string(what) + for_use(use) + "\n" + suggest_alternatives(compared, names);
    synchronized_ = false;
    return error(t.span, Msg::ExpectedKind, std::move(msg));
  }

  template <typename F>
  auto sync(Tok tok, F&& body) -> decltype(body()) {
    if (parse_depth_ >= kMaxParseDepth) {
      error(peek().span, Msg::MaxDepth);
      sync_to(tok, true);
      return kErrored;
    }
    sync_tokens_.push_back(tok);
    ++parse_depth_;
    auto result = body();
    --parse_depth_;
    sync_tokens_.pop_back();
    if (result.errored()) sync_to(tok, true);
    return result;
  }

  bool is_sync_token(const Token& t) const {
    for (Tok s : sync_tokens_) {
      if (t.is(s)) return true;
    }
    return false;
  }

  bool sync_to(Tok tok, bool consume) {
    synchronized_ = false;
    int brace = 0, bracket = 0, paren = 0;
    // Like Tint, only the block tokens themselves are skipped when nested.
    auto nested = [&](const Token& t) {
      switch (t.kind) {
        case Tok::BraceLeft:
          return brace++;
        case Tok::BraceRight:
          return brace--;
        case Tok::BracketLeft:
          return bracket++;
        case Tok::BracketRight:
          return bracket--;
        case Tok::ParenLeft:
          return paren++;
        case Tok::ParenRight:
          return paren--;
        default:
          return 0;
      }
    };
    for (size_t i = 0; i < kMaxResyncLookahead; ++i) {
      const Token& t = peek(i);
      if (nested(t) > 0) continue;
      if (!t.is(tok) && !is_sync_token(t)) continue;
      for (size_t k = 0; k < i; ++k) next();
      if (t.is(tok)) {
        if (consume) next();
        synchronized_ = true;
        return true;
      }
      break;
    }
    return false;
  }

  template <typename F>
  auto block(Tok start, Tok end, std::string_view use, F&& body) -> decltype(body()) {
    if (!expect(use, start)) return kErrored;
    return sync(end, [&]() -> decltype(body()) {
      auto res = body();
      if (res.errored()) return kErrored;
      if (!expect(use, end)) return kErrored;
      return res;
    });
  }
  template <typename F>
  auto paren_block(std::string_view use, F&& body) {
    return block(Tok::ParenLeft, Tok::ParenRight, use, std::forward<F>(body));
  }
  template <typename F>
  auto brace_block(std::string_view use, F&& body) {
    return block(Tok::BraceLeft, Tok::BraceRight, use, std::forward<F>(body));
  }
  template <typename F>
  auto template_block(std::string_view use, F&& body) {
    return block(Tok::TemplateArgsLeft, Tok::TemplateArgsRight, use, std::forward<F>(body));
  }

  template <typename F>
  auto without_diag(F&& body) {
    ++silence_;
    auto r = body();
    --silence_;
    return r;
  }

  // ---- Node construction ----

  // An expression, statement or declaration node of kind `kind` (ExprKind, StmtKind, DeclKind).
  template <typename T, typename Kind>
  T* make_node(Kind kind, Span span) {
    T* n = module_->arena.make<T>();
    n->kind = kind;
    n->span = span;
    return n;
  }
  template <typename T>
  T* make_expr(ExprKind kind, Span span) {
    T* e = make_node<T>(kind, span);
    e->id = module_->expr_count++;
    return e;
  }
  template <typename T>
  T* make_stmt(StmtKind kind, Span span) {
    return make_node<T>(kind, span);
  }
  template <typename T>
  T* make_decl(DeclKind kind, Span span) {
    return make_node<T>(kind, span);
  }
  template <typename T>
  List<T> list(const std::vector<T>& v) {
    return List<T>::copy(module_->arena, v);
  }
  List<Attribute*> take(Attrs& attrs) {
    List<Attribute*> l = list(attrs);
    attrs.clear();
    return l;
  }

  // ---- Grammar (declared here, defined below) ----
  void translation_unit();
  void parse_declarations(bool after_decl);
  bool resync_to_global_decl();
  R<Void> global_directive(bool after_decl);
  R<Void> diagnostic_directive();
  R<Void> enable_directive();
  R<Void> requires_directive();
  R<Void> global_decl();
  R<VariableDecl*> global_variable_decl(Attrs& attrs);
  R<VariableDecl*> global_constant_decl(Attrs& attrs);
  struct VarHeader {
    Span span;
    Ident name;
    Expr* address_space = nullptr;
    Expr* access = nullptr;
    IdentExpr* type = nullptr;
  };
  R<VarHeader> variable_decl();
  struct Qualifier {
    Expr* address_space = nullptr;
    Expr* access = nullptr;
  };
  R<Qualifier> variable_qualifier();
  struct TypedIdent {
    Ident name;
    IdentExpr* type = nullptr;
  };
  R<TypedIdent> expect_ident_with_optional_type(std::string_view use, bool allow_inferred);
  R<AliasDecl*> type_alias_decl();
  R<IdentExpr*> type_specifier();
  R<StructDecl*> struct_decl();
  R<List<StructMember*>> expect_struct_body();
  R<StructMember*> expect_struct_member();
  R<Expr*> const_assert_condition(Span* span);
  R<FunctionDecl*> function_decl(Attrs& attrs);
  R<FunctionDecl*> function_header();
  R<List<Param*>> expect_param_list();
  R<Param*> expect_param();
  R<BlockStmt*> expect_compound_statement(std::string_view use);
  R<BlockStmt*> expect_compound_statement(Attrs& attrs, std::string_view use);
  R<List<Stmt*>> expect_statements();
  R<Stmt*> statement();
  R<Stmt*> statement_body(Attrs& attrs);
  R<Stmt*> non_block_statement();
  R<Stmt*> return_statement();
  R<Stmt*> variable_statement();
  R<Stmt*> if_statement(Attrs& attrs);
  R<Stmt*> switch_statement(Attrs& attrs);
  R<CaseClause*> switch_body();
  R<List<Expr*>> expect_case_selectors(Span* default_span);
  R<Stmt*> loop_statement(Attrs& attrs);
  R<Stmt*> for_statement(Attrs& attrs);
  R<Stmt*> while_statement(Attrs& attrs);
  R<Stmt*> func_call_statement();
  R<Stmt*> break_if_statement();
  R<BlockStmt*> continuing_compound_statement();
  // `core`: an already parsed call that starts the left-hand side.
  R<Stmt*> variable_updating_statement(Expr* core = nullptr);
  R<Expr*> lhs_expression();
  R<Expr*> core_lhs_expression();
  R<Expr*> expression();
  R<Expr*> expect_expression(std::string_view use);
  R<List<Expr*>> expression_list(std::string_view use, Tok terminator);
  R<List<Expr*>> expect_expression_list(std::string_view use, Tok terminator);
  R<List<Expr*>> expect_argument_list(std::string_view use);
  R<Expr*> unary_expression();
  R<Expr*> singular_expression();
  R<Expr*> primary_expression();
  R<Expr*> const_literal();
  R<Expr*> expect_paren_expression();
  R<Expr*> postfix(Expr* prefix);
  R<Expr*> bitwise_post_unary(Expr* lhs, Span start);
  R<Expr*> expect_relational_post_unary(Expr* lhs, Span start);
  R<Expr*> expect_shift_post_unary(Expr* lhs, Span start);
  R<Expr*> expect_multiplicative_post_unary(Expr* lhs, Span start);
  R<Expr*> expect_additive_post_unary(Expr* lhs, Span start);
  R<Expr*> shift_expression();
  R<Expr*> relational_expression();
  bool expect_next_not_template_list(Span lhs);
  bool expect_not_templated_ident(Expr* e);
  R<Attrs> attribute_list();
  R<Attribute*> expect_attribute();
  R<Attribute*> attribute();
  R<Attribute*> enum_attribute(Attribute* attr, const std::string& name);
  bool expect_attributes_consumed(const Attrs& attrs);
  R<DiagnosticControl> expect_diagnostic_control();
  Expr* binary(BinaryOp op, Expr* lhs, Expr* rhs, Span start);
};

// ---- Module level ---------------------------------------------------------------------------

void Parser::translation_unit() {
  // A source past the token limit is not parsed at all: its syntax would cost memory in
  // proportion to its tokens (lexer.h).
  if (tokens_.back().int_value == kEofPastTokenLimit) {
    error(tokens_.back().span, Msg::TooManyTokens, {std::to_string(kMaxTokens)});
    return;
  }
  bool after_decl = false;
  parse_declarations(after_decl);
  if (errors_ != 0) return;
  // Tint checks required language features after parsing, before anything else.
  for (const Directive* d : module_->directives) {
    if (d->kind != DirectiveKind::Requires) continue;
    for (const Ident& f : d->names) {
      if (!language_feature_allowed(f.name)) {
        error(d->span, Msg::FeatureNotAllowed, {f.name});
        return;
      }
    }
  }
}

void Parser::parse_declarations(bool after_decl) {
  while (true) {
    if (!continue_parsing()) {
      // Tint stops here; we skip to the next declaration that starts a line of its own, so
      // errors in later functions are reported too.
      if (errors_ >= options_.max_errors || !resync_to_global_decl()) break;
    }
    // A copy: a split token (`&&` read as `& &`) moves its span, but errors point at the start.
    Span p = peek().span;
    if (peek_is(Tok::Eof)) {
      // The lexer ends early only past the declaration limit (lexer.h): say so even when the
      // declarations before the end did not all parse.
      if (peek().int_value == kEofPastDeclarationLimit && module_->decls.size() <= kMaxDeclarations)
        error(p, Msg::TooManyDeclarations, {std::to_string(kMaxDeclarations)});
      break;
    }
    R<Void> directive = global_directive(after_decl);
    if (!directive.matched() && !directive.errored()) {
      R<Void> decl = global_decl();
      if (decl.matched()) after_decl = true;
      if (!decl.matched() && !decl.errored()) error(p, Msg::UnexpectedToken);
    }
    // Checking costs memory per declaration: a bound keeps what a module can cost proportionate.
    if (module_->decls.size() > kMaxDeclarations) {
      error(p, Msg::TooManyDeclarations, {std::to_string(kMaxDeclarations)});
      break;
    }
    if (errors_ >= options_.max_errors) {
      if (silence_ == 0) {
        diags_.add({Severity::Error, message_info(Msg::StoppingAfter).id,
                    format_message(Msg::StoppingAfter, {std::to_string(options_.max_errors)}), &file_, Span{},
                    /*file_level=*/true});
      }
      break;
    }
  }
}

// Global declarations are recognized by `fn`, `struct`, `alias`, `override`, or an attribute, as
// the first token on their line. Returns false at end of file.
bool Parser::resync_to_global_decl() {
  auto starts_line = [&](const Token& t) {
    std::string_view src = file_.text();
    for (size_t i = t.span.offset; i > 0; --i) {
      char c = src[i - 1];
      if (c == '\n' || c == '\r') return true;
      if (c != ' ' && c != '\t') return false;
    }
    return true;
  };
  while (!peek_is(Tok::Eof)) {
    Token& t = peek();
    bool decl_start = t.is(Tok::KwFn) || t.is(Tok::KwStruct) || t.is(Tok::KwAlias) || t.is(Tok::KwOverride) ||
                      t.is(Tok::Attr) || t.is(Tok::KwConstAssert);
    if (decl_start && starts_line(t) && next_ > 0) {
      synchronized_ = true;
      return true;
    }
    next();
  }
  return false;
}

R<Void> Parser::global_directive(bool after_decl) {
  Token& p = peek();
  R<Void> result = diagnostic_directive();
  if (!result.errored() && !result.matched()) result = enable_directive();
  if (!result.errored() && !result.matched()) result = requires_directive();
  if (result.matched() && after_decl) return error(p.span, Msg::DirectiveOrder);
  return result;
}

R<Void> Parser::diagnostic_directive() {
  return sync(Tok::Semicolon, [&]() -> R<Void> {
    Span start;
    if (!match(Tok::KwDiagnostic, &start)) return kNoMatch;
    R<DiagnosticControl> control = expect_diagnostic_control();
    if (control.errored()) return kErrored;
    if (!expect("diagnostic directive", Tok::Semicolon)) return kErrored;
    Directive* d = module_->arena.make<Directive>();
    d->kind = DirectiveKind::Diagnostic;
    d->span = start;
    d->control = control.value;
    module_->directives.push_back(d);
    return Void{};
  });
}

R<Void> Parser::enable_directive() {
  return sync(Tok::Semicolon, [&]() -> R<Void> {
    Span start = peek().span;
    if (!match(Tok::KwEnable)) return kNoMatch;
    if (peek_is(Tok::ParenLeft)) {
      synchronized_ = false;
      return error(peek().span, Msg::DirectiveParens, {"enable"});
    }
    std::vector<Ident> names;
    while (continue_parsing()) {
      R<Ident> ext = expect_enum("extension", extension_names());
      if (ext.errored()) return kErrored;
      names.push_back(ext.value);
      if (!match(Tok::Comma)) break;
      if (peek_is(Tok::Semicolon)) break;
    }
    if (!expect("enable directive", Tok::Semicolon)) return kErrored;
    Directive* d = module_->arena.make<Directive>();
    d->kind = DirectiveKind::Enable;
    d->span = since(start);
    d->names = list(names);
    module_->directives.push_back(d);
    return Void{};
  });
}

R<Void> Parser::requires_directive() {
  return sync(Tok::Semicolon, [&]() -> R<Void> {
    Span start = peek().span;
    if (!match(Tok::KwRequires)) return kNoMatch;
    Token& t = peek();
    if (handle_error(t)) return kErrored;
    if (t.is(Tok::ParenLeft)) {
      synchronized_ = false;
      return error(t.span, Msg::DirectiveParens, {"requires"});
    }
    std::vector<Ident> names;
    while (continue_parsing()) {
      Token& f = next();
      if (f.is(Tok::Error)) {
        synchronized_ = false;
        return kErrored;
      }
      if (!f.is_identifier()) return error(f.span, Msg::InvalidFeatureName);
      std::string_view name = text(f.span);
      if (!contains(language_feature_names(), name)) return error(f.span, Msg::UnsupportedFeature, {name});
      names.push_back({name, f.span});
      if (!match(Tok::Comma)) break;
      if (peek_is(Tok::Semicolon)) break;
    }
    if (!expect("requires directive", Tok::Semicolon)) return kErrored;
    Directive* d = module_->arena.make<Directive>();
    d->kind = DirectiveKind::Requires;
    d->span = since(start);
    d->names = list(names);
    module_->directives.push_back(d);
    return Void{};
  });
}

R<Void> Parser::global_decl() {
  if (match(Tok::Semicolon) || match(Tok::Eof)) return Void{};
  bool errored = false;
  R<Attrs> attrs = attribute_list();
  if (attrs.errored()) errored = true;
  if (!continue_parsing()) return kErrored;

  R<Void> decl = sync(Tok::Semicolon, [&]() -> R<Void> {
    R<VariableDecl*> gv = global_variable_decl(attrs.value);
    if (gv.errored()) return kErrored;
    if (gv.matched()) {
      if (!expect("variable declaration", Tok::Semicolon)) return kErrored;
      module_->decls.push_back(gv.value);
      return Void{};
    }
    R<VariableDecl*> gc = global_constant_decl(attrs.value);
    if (gc.errored()) return kErrored;
    if (gc.matched()) {
      module_->decls.push_back(gc.value);
      std::string use = gc.value->kind == DeclKind::Override ? "'override' declaration" : "'const' declaration";
      if (!expect(use, Tok::Semicolon)) return kErrored;
      return Void{};
    }
    R<AliasDecl*> alias = type_alias_decl();
    if (alias.errored()) return kErrored;
    if (alias.matched()) {
      module_->decls.push_back(alias.value);
      if (!expect("type alias", Tok::Semicolon)) return kErrored;
      return Void{};
    }
    Span span;
    R<Expr*> assertion = const_assert_condition(&span);
    if (assertion.errored()) return kErrored;
    if (assertion.matched()) {
      auto* d = make_decl<ConstAssertDecl>(DeclKind::ConstAssert, span);
      d->condition = assertion.value;
      module_->decls.push_back(d);
      if (!expect("const assertion declaration", Tok::Semicolon)) return kErrored;
      return Void{};
    }
    return kNoMatch;
  });
  if (decl.errored()) errored = true;
  if (decl.matched()) {
    if (!expect_attributes_consumed(attrs.value)) return kErrored;
    return Void{};
  }

  R<StructDecl*> str = struct_decl();
  if (str.errored()) errored = true;
  if (str.matched()) {
    module_->decls.push_back(str.value);
    if (!expect_attributes_consumed(attrs.value)) return kErrored;
    return Void{};
  }

  R<FunctionDecl*> fn = function_decl(attrs.value);
  if (fn.errored()) errored = true;
  if (fn.matched()) {
    module_->decls.push_back(fn.value);
    return Void{};
  }
  if (errored) return kErrored;

  if (!attrs.value.empty()) return error(next().span, Msg::AttributesWithoutDecl);

  // A statement outside of a function? Try one silently to give a better message.
  Token& t = peek();
  R<Stmt*> stmt = without_diag([&] { return statement(); });
  if (stmt.matched()) {
    sync_to(Tok::BraceRight, true);
    return error(t.span, Msg::StatementOutsideFunction);
  }
  if (!stmt.errored()) next();
  if (handle_error(t)) return kErrored;
  return kNoMatch;
}

R<VariableDecl*> Parser::global_variable_decl(Attrs& attrs) {
  Span start = peek().span;
  R<VarHeader> header = variable_decl();
  if (header.errored()) return kErrored;
  if (!header.matched()) return kNoMatch;
  Expr* init = nullptr;
  if (match(Tok::Equal)) {
    R<Expr*> e = expression();
    if (e.errored()) return kErrored;
    if (!e.matched()) return error(peek().span, Msg::MissingInitializer, {"'var' declaration"});
    init = e.value;
  }
  auto* v = make_decl<VariableDecl>(DeclKind::Var, since(start));
  v->name = header.value.name;
  v->address_space = header.value.address_space;
  v->access = header.value.access;
  v->type = header.value.type;
  v->initializer = init;
  v->attrs = take(attrs);
  return v;
}

R<VariableDecl*> Parser::global_constant_decl(Attrs& attrs) {
  Span start = peek().span;
  bool is_override = false;
  std::string_view use;
  Span let_span;
  if (match(Tok::KwConst)) {
    use = "'const' declaration";
  } else if (match(Tok::KwOverride)) {
    use = "'override' declaration";
    is_override = true;
  } else if (match(Tok::KwLet, &let_span)) {
    return error(let_span, Msg::ModuleScopeLet);
  } else {
    return kNoMatch;
  }
  R<TypedIdent> decl = expect_ident_with_optional_type(use, true);
  if (decl.errored()) return kErrored;
  bool has_init = false;
  if (is_override) {
    has_init = match(Tok::Equal);
  } else {
    if (!expect(use, Tok::Equal)) return kErrored;
    has_init = true;
  }
  Expr* init = nullptr;
  if (has_init) {
    R<Expr*> e = expression();
    if (e.errored()) return kErrored;
    if (!e.matched()) return error(peek().span, Msg::MissingInitializer, {use});
    init = e.value;
  }
  auto* v = make_decl<VariableDecl>(is_override ? DeclKind::Override : DeclKind::Const, since(start));
  v->name = decl.value.name;
  v->type = decl.value.type;
  v->initializer = init;
  v->attrs = take(attrs);
  return v;
}

R<Parser::VarHeader> Parser::variable_decl() {
  Span start;
  if (!match(Tok::KwVar, &start)) return kNoMatch;
  VarHeader h;
  R<Qualifier> q = variable_qualifier();
  if (q.errored()) return kErrored;
  if (q.matched()) {
    h.address_space = q.value.address_space;
    h.access = q.value.access;
  }
  R<TypedIdent> decl = expect_ident_with_optional_type("variable declaration", true);
  if (decl.errored()) return kErrored;
  h.span = since(start);
  h.name = decl.value.name;
  h.type = decl.value.type;
  return h;
}

R<Parser::Qualifier> Parser::variable_qualifier() {
  // A plain '<' gets the "missing closing '>'" error from template_block.
  if (!peek_is(Tok::TemplateArgsLeft) && !peek_is(Tok::LessThan)) return kNoMatch;
  return template_block("variable declaration", [&]() -> R<Qualifier> {
    R<Expr*> as = expect_expression("'var' address space");
    if (as.errored()) return kErrored;
    Qualifier q;
    q.address_space = as.value;
    if (match(Tok::Comma) && !peek_is(Tok::TemplateArgsRight)) {
      R<Expr*> access = expect_expression("'var' access mode");
      if (access.errored()) return kErrored;
      q.access = access.value;
      // A template list may end with a comma: `var<storage, read,>`.
      if (peek_is(Tok::Comma) && peek_is(Tok::TemplateArgsRight, 1)) next();
    }
    return q;
  });
}

R<Parser::TypedIdent> Parser::expect_ident_with_optional_type(std::string_view use, bool allow_inferred) {
  R<Ident> ident = expect_ident(use);
  if (ident.errored()) return kErrored;
  TypedIdent out;
  out.name = ident.value;
  if (allow_inferred && !peek_is(Tok::Colon)) return out;
  if (!expect(use, Tok::Colon)) return kErrored;
  Token& t = peek();
  R<IdentExpr*> type = type_specifier();
  if (type.errored()) return kErrored;
  if (!type.matched()) return error(t.span, Msg::InvalidType, {for_use(use)});
  out.type = type.value;
  return out;
}

R<AliasDecl*> Parser::type_alias_decl() {
  Span start = peek().span;
  if (!match(Tok::KwAlias)) return kNoMatch;
  const char* use = "type alias";
  R<Ident> name = expect_ident(use);
  if (name.errored()) return kErrored;
  if (!expect(use, Tok::Equal)) return kErrored;
  R<IdentExpr*> type = type_specifier();
  if (type.errored()) return kErrored;
  if (!type.matched()) return error(peek().span, Msg::InvalidTypeAlias);
  auto* a = make_decl<AliasDecl>(DeclKind::Alias, since(start));
  a->name = name.value;
  a->type = type.value;
  return a;
}

R<IdentExpr*> Parser::type_specifier() {
  Token& t = peek();
  if (!t.is_identifier()) return kNoMatch;
  next();
  auto* e = make_expr<IdentExpr>(ExprKind::Ident, t.span);
  e->ident = {text(t.span), t.span};
  if (!peek_is(Tok::TemplateArgsLeft)) return e;
  R<List<Expr*>> args = template_block("type template arguments", [&] {
    return expect_expression_list("type template argument list", Tok::TemplateArgsRight);
  });
  if (args.errored()) return kErrored;
  e->template_args = args.value;
  e->span = since(t.span);
  return e;
}

R<StructDecl*> Parser::struct_decl() {
  Token& t = peek();
  if (!match(Tok::KwStruct)) return kNoMatch;
  Span start = t.span;
  R<Ident> name = expect_ident("struct declaration");
  if (name.errored()) return kErrored;
  R<List<StructMember*>> body = expect_struct_body();
  if (body.errored()) return kErrored;
  auto* s = make_decl<StructDecl>(DeclKind::Struct, since(start));
  s->name = name.value;
  s->members = body.value;
  return s;
}

R<List<StructMember*>> Parser::expect_struct_body() {
  return brace_block("struct declaration", [&]() -> R<List<StructMember*>> {
    std::vector<StructMember*> members;
    bool errored = false;
    while (continue_parsing()) {
      Token& t = peek();
      if (!t.is_identifier() && !t.is(Tok::Attr)) break;
      R<StructMember*> m = expect_struct_member();
      if (m.errored()) {
        errored = true;
        if (!sync_to(Tok::Comma, false)) return kErrored;
      } else {
        members.push_back(m.value);
      }
      if (!match(Tok::Comma)) break;
    }
    if (errored) return kErrored;
    return list(members);
  });
}

R<StructMember*> Parser::expect_struct_member() {
  Span start = peek().span;
  R<Attrs> attrs = attribute_list();
  if (attrs.errored()) return kErrored;
  R<TypedIdent> decl = expect_ident_with_optional_type("struct member", false);
  if (decl.errored()) return kErrored;
  auto* m = module_->arena.make<StructMember>();
  m->span = since(start);
  m->name = decl.value.name;
  m->type = decl.value.type;
  m->attrs = take(attrs.value);
  return m;
}

R<Expr*> Parser::const_assert_condition(Span* span) {
  Span start = peek().span;
  if (!match(Tok::KwConstAssert)) return kNoMatch;
  R<Expr*> cond = expression();
  if (cond.errored()) return kErrored;
  if (!cond.matched()) return error(peek().span, Msg::ConditionExpected);
  *span = since(start);
  return cond;
}

R<FunctionDecl*> Parser::function_decl(Attrs& attrs) {
  R<FunctionDecl*> header = function_header();
  if (header.errored()) {
    // Resynchronized on the body's '{': parse the body anyway, for the errors inside it.
    if (sync_to(Tok::BraceLeft, false)) expect_compound_statement("function body");
    return kErrored;
  }
  if (!header.matched()) return kNoMatch;
  R<BlockStmt*> body = expect_compound_statement("function body");
  if (body.errored()) return kErrored;
  FunctionDecl* f = header.value;
  f->body = body.value;
  f->attrs = take(attrs);
  return f;
}

R<FunctionDecl*> Parser::function_header() {
  Span start;
  if (!match(Tok::KwFn, &start)) return kNoMatch;
  const char* use = "function declaration";
  bool errored = false;
  R<Ident> name = expect_ident(use);
  if (name.errored()) {
    errored = true;
    if (!sync_to(Tok::ParenLeft, false)) return kErrored;
  }
  R<List<Param*>> params = paren_block(use, [&] { return expect_param_list(); });
  if (params.errored()) {
    errored = true;
    if (!synchronized_) return kErrored;
  }
  IdentExpr* return_type = nullptr;
  Attrs return_attrs;
  if (match(Tok::Arrow)) {
    R<Attrs> ra = attribute_list();
    if (ra.errored()) return kErrored;
    return_attrs = ra.value;
    R<IdentExpr*> type = type_specifier();
    if (type.errored()) {
      errored = true;
    } else if (!type.matched()) {
      return error(peek().span, Msg::ReturnTypeExpected);
    } else {
      return_type = type.value;
    }
  }
  if (errored) return kErrored;
  auto* f = make_decl<FunctionDecl>(DeclKind::Function, start);
  f->name = name.value;
  f->params = params.value;
  f->return_type = return_type;
  f->return_attrs = list(return_attrs);
  return f;
}

R<List<Param*>> Parser::expect_param_list() {
  std::vector<Param*> params;
  while (continue_parsing()) {
    Token& t = peek();
    if (!t.is_identifier() && !t.is(Tok::Attr)) break;
    R<Param*> p = expect_param();
    if (p.errored()) return kErrored;
    params.push_back(p.value);
    if (!match(Tok::Comma)) break;
  }
  return list(params);
}

R<Param*> Parser::expect_param() {
  Span start = peek().span;
  R<Attrs> attrs = attribute_list();
  R<TypedIdent> decl = expect_ident_with_optional_type("parameter", false);
  if (decl.errored()) return kErrored;
  auto* p = module_->arena.make<Param>();
  p->span = since(start);
  p->name = decl.value.name;
  p->type = decl.value.type;
  p->attrs = take(attrs.value);
  return p;
}

// ---- Statements ---------------------------------------------------------------------------

R<BlockStmt*> Parser::expect_compound_statement(std::string_view use) {
  R<Attrs> attrs = attribute_list();
  if (attrs.errored()) return kErrored;
  return expect_compound_statement(attrs.value, use);
}

R<BlockStmt*> Parser::expect_compound_statement(Attrs& attrs, std::string_view use) {
  Span start = peek().span;
  R<List<Stmt*>> stmts = brace_block(use, [&] { return expect_statements(); });
  if (stmts.errored()) return kErrored;
  auto* b = make_stmt<BlockStmt>(StmtKind::Block, since(start));
  b->stmts = stmts.value;
  b->attrs = take(attrs);
  return b;
}

R<List<Stmt*>> Parser::expect_statements() {
  bool errored = false;
  std::vector<Stmt*> stmts;
  while (continue_parsing()) {
    R<Stmt*> s = statement();
    if (s.errored()) {
      errored = true;
    } else if (s.matched()) {
      stmts.push_back(s.value);
    } else {
      break;
    }
  }
  if (errored) return kErrored;
  return list(stmts);
}

R<Stmt*> Parser::statement() {
  while (match(Tok::Semicolon)) {
  }
  R<Attrs> attrs = attribute_list();
  if (attrs.errored()) return kErrored;
  R<Stmt*> s = statement_body(attrs.value);
  expect_attributes_consumed(attrs.value);
  return s;
}

R<Stmt*> Parser::statement_body(Attrs& attrs) {
  R<Stmt*> stmt = sync(Tok::Semicolon, [&] { return non_block_statement(); });
  if (stmt.errored() || stmt.matched()) return stmt;
  R<Stmt*> s = if_statement(attrs);
  if (s.errored() || s.matched()) return s;
  s = switch_statement(attrs);
  if (s.errored() || s.matched()) return s;
  s = loop_statement(attrs);
  if (s.errored() || s.matched()) return s;
  s = for_statement(attrs);
  if (s.errored() || s.matched()) return s;
  s = while_statement(attrs);
  if (s.errored() || s.matched()) return s;
  if (peek_is(Tok::BraceLeft)) {
    R<BlockStmt*> body = expect_compound_statement(attrs, "block statement");
    if (body.errored()) return kErrored;
    return static_cast<Stmt*>(body.value);
  }
  return kNoMatch;
}

// The name Tint gives a statement in "expected ';' for ..." messages.
std::string_view statement_name(const Stmt* s) {
  switch (s->kind) {
    case StmtKind::Return:
      return "return statement";
    case StmtKind::Call:
      return "function call";
    case StmtKind::Decl:
      return "variable declaration";
    case StmtKind::Break:
      return "break statement";
    case StmtKind::Continue:
      return "continue statement";
    case StmtKind::Discard:
      return "discard statement";
    case StmtKind::Assign:
      return "assignment statement";
    default:
      return "statement";  // Tint's name for compound assignments, ++, -- and const_assert
  }
}

R<Stmt*> Parser::non_block_statement() {
  auto parse = [&]() -> R<Stmt*> {
    R<Stmt*> s = return_statement();
    if (s.errored() || s.matched()) return s;
    s = func_call_statement();
    if (s.errored() || s.matched()) return s;
    s = variable_statement();
    if (s.errored() || s.matched()) return s;
    Span span;
    if (match(Tok::KwBreak, &span)) return make_stmt<Stmt>(StmtKind::Break, span);
    if (match(Tok::KwContinue, &span)) return make_stmt<Stmt>(StmtKind::Continue, span);
    if (match(Tok::KwDiscard, &span)) return make_stmt<Stmt>(StmtKind::Discard, span);
    s = variable_updating_statement();
    if (s.errored() || s.matched()) return s;
    R<Expr*> cond = const_assert_condition(&span);
    if (cond.errored()) return kErrored;
    if (cond.matched()) {
      auto* a = make_stmt<ConstAssertStmt>(StmtKind::ConstAssert, span);
      a->condition = cond.value;
      return static_cast<Stmt*>(a);
    }
    return kNoMatch;
  };
  R<Stmt*> stmt = parse();
  if (stmt.matched() && !expect(statement_name(stmt.value), Tok::Semicolon)) return kErrored;
  return stmt;
}

R<Stmt*> Parser::return_statement() {
  Span span;
  if (!match(Tok::KwReturn, &span)) return kNoMatch;
  auto* r = make_stmt<ReturnStmt>(StmtKind::Return, span);
  r->value = nullptr;
  if (peek_is(Tok::Semicolon)) return static_cast<Stmt*>(r);
  R<Expr*> e = expression();
  if (e.errored()) return kErrored;
  r->value = e.value;
  r->span = since(span);
  return static_cast<Stmt*>(r);
}

R<Stmt*> Parser::variable_statement() {
  Span start = peek().span;
  auto finish = [&](DeclKind kind, Ident name, IdentExpr* type, Expr* init, Span decl_span) -> R<Stmt*> {
    auto* v = make_decl<VariableDecl>(kind, decl_span);
    v->name = name;
    v->type = type;
    v->initializer = init;
    v->address_space = nullptr;
    v->access = nullptr;
    auto* s = make_stmt<DeclStmt>(StmtKind::Decl, since(start));
    s->decl = v;
    return static_cast<Stmt*>(s);
  };
  bool is_const = peek_is(Tok::KwConst);
  if (is_const || peek_is(Tok::KwLet)) {
    next();
    std::string_view use = is_const ? "'const' declaration" : "'let' declaration";
    R<TypedIdent> ti = expect_ident_with_optional_type(use, true);
    if (ti.errored()) return kErrored;
    Span decl_span = since(start);
    if (!expect(use, Tok::Equal)) return kErrored;
    R<Expr*> init = expression();
    if (init.errored()) return kErrored;
    if (!init.matched()) return error(peek().span, Msg::MissingInitializer, {use});
    return finish(is_const ? DeclKind::Const : DeclKind::Let, ti.value.name, ti.value.type, init.value, decl_span);
  }
  R<VarHeader> h = variable_decl();
  if (h.errored()) return kErrored;
  if (!h.matched()) return kNoMatch;
  Expr* init = nullptr;
  if (match(Tok::Equal)) {
    R<Expr*> e = expression();
    if (e.errored()) return kErrored;
    if (!e.matched()) return error(peek().span, Msg::MissingInitializer, {"'var' declaration"});
    init = e.value;
  }
  R<Stmt*> s = finish(DeclKind::Var, h.value.name, h.value.type, init, h.value.span);
  auto* v = static_cast<DeclStmt*>(s.value)->decl;
  v->address_space = h.value.address_space;
  v->access = h.value.access;
  return s;
}

R<Stmt*> Parser::if_statement(Attrs& attrs) {
  struct Clause {
    Span span;
    Expr* condition;
    BlockStmt* body;
    List<Attribute*> attrs;
  };
  // else-if chains are parsed iteratively: a long chain must not exhaust the stack.
  auto parse_if = [&]() -> R<Clause> {
    Span span;
    if (!match(Tok::KwIf, &span)) return kNoMatch;
    R<Expr*> cond = expression();
    if (cond.errored()) return kErrored;
    if (!cond.matched()) return error(peek().span, Msg::ConditionExpected);
    R<BlockStmt*> body = expect_compound_statement("if statement");
    if (body.errored()) return kErrored;
    return Clause{since(span), cond.value, body.value, take(attrs)};
  };
  R<Clause> first = parse_if();
  if (first.errored()) return kErrored;
  if (!first.matched()) return kNoMatch;
  std::vector<Clause> clauses{first.value};
  Stmt* last = nullptr;
  while (continue_parsing()) {
    if (!match(Tok::KwElse)) break;
    R<Clause> else_if = parse_if();
    if (else_if.errored()) return kErrored;
    if (else_if.matched()) {
      clauses.push_back(else_if.value);
      continue;
    }
    R<BlockStmt*> else_body = expect_compound_statement("else statement");
    if (else_body.errored()) return kErrored;
    last = else_body.value;
    break;
  }
  for (auto it = clauses.rbegin(); it != clauses.rend(); ++it) {
    auto* s = make_stmt<IfStmt>(StmtKind::If, it->span);
    s->condition = it->condition;
    s->then_block = it->body;
    s->else_stmt = last;
    s->attrs = it->attrs;
    last = s;
  }
  return last;
}

R<Stmt*> Parser::switch_statement(Attrs& attrs) {
  Span span;
  if (!match(Tok::KwSwitch, &span)) return kNoMatch;
  R<Expr*> cond = expression();
  if (cond.errored()) return kErrored;
  if (!cond.matched()) return error(peek().span, Msg::SelectorExpected);
  R<Attrs> body_attrs = attribute_list();
  if (body_attrs.errored()) return kErrored;
  R<List<CaseClause*>> body = brace_block("switch statement", [&]() -> R<List<CaseClause*>> {
    bool errored = false;
    std::vector<CaseClause*> clauses;
    while (continue_parsing()) {
      R<CaseClause*> c = switch_body();
      if (c.errored()) {
        errored = true;
        continue;
      }
      if (!c.matched()) break;
      clauses.push_back(c.value);
    }
    if (errored) return kErrored;
    return list(clauses);
  });
  if (body.errored()) return kErrored;
  auto* s = make_stmt<SwitchStmt>(StmtKind::Switch, since(span));
  s->selector = cond.value;
  s->clauses = body.value;
  s->attrs = take(attrs);
  s->body_attrs = take(body_attrs.value);
  return static_cast<Stmt*>(s);
}

R<CaseClause*> Parser::switch_body() {
  if (!peek_is(Tok::KwCase) && !peek_is(Tok::KwDefault)) return kNoMatch;
  Token& t = next();
  List<Expr*> selectors;
  Span default_span;
  if (t.is(Tok::KwCase)) {
    R<List<Expr*>> sel = expect_case_selectors(&default_span);
    if (sel.errored()) return kErrored;
    selectors = sel.value;
  } else {
    selectors = list(std::vector<Expr*>{nullptr});
    default_span = t.span;
  }
  match(Tok::Colon);
  R<BlockStmt*> body = expect_compound_statement("case statement");
  if (body.errored()) return kErrored;
  auto* c = module_->arena.make<CaseClause>();
  c->span = t.span;
  c->selectors = selectors;
  c->default_span = default_span;
  c->body = body.value;
  return c;
}

R<List<Expr*>> Parser::expect_case_selectors(Span* default_span) {
  std::vector<Expr*> selectors;
  while (continue_parsing()) {
    Span at = peek().span;
    if (match(Tok::KwDefault)) {
      *default_span = at;
      selectors.push_back(nullptr);
    } else {
      R<Expr*> e = expression();
      if (e.errored()) return kErrored;
      if (!e.matched()) break;
      selectors.push_back(e.value);
    }
    if (!match(Tok::Comma)) break;
  }
  if (selectors.empty()) return error(peek().span, Msg::CaseSelectorExpected);
  return list(selectors);
}

R<Stmt*> Parser::loop_statement(Attrs& attrs) {
  Span span;
  if (!match(Tok::KwLoop, &span)) return kNoMatch;
  R<Attrs> body_attrs = attribute_list();
  if (body_attrs.errored()) return kErrored;
  BlockStmt* continuing = nullptr;
  Span body_start = peek().span;
  R<List<Stmt*>> body = brace_block("loop", [&]() -> R<List<Stmt*>> {
    R<List<Stmt*>> stmts = expect_statements();
    if (stmts.errored()) return kErrored;
    if (match(Tok::KwContinuing)) {
      R<BlockStmt*> c = continuing_compound_statement();
      if (c.errored()) return kErrored;
      continuing = c.value;
    }
    return stmts;
  });
  if (body.errored()) return kErrored;
  auto* b = make_stmt<BlockStmt>(StmtKind::Block, since(body_start));
  b->stmts = body.value;
  b->attrs = take(body_attrs.value);
  auto* l = make_stmt<LoopStmt>(StmtKind::Loop, since(span));
  l->body = b;
  l->continuing = continuing;
  l->attrs = take(attrs);
  return static_cast<Stmt*>(l);
}

R<Stmt*> Parser::for_statement(Attrs& attrs) {
  Span span;
  if (!match(Tok::KwFor, &span)) return kNoMatch;
  struct Header {
    Stmt* init = nullptr;
    Expr* cond = nullptr;
    Stmt* update = nullptr;
  };
  R<Header> header = paren_block("for loop", [&]() -> R<Header> {
    Header h;
    R<Stmt*> init = func_call_statement();
    if (!init.errored() && !init.matched()) init = variable_statement();
    if (!init.errored() && !init.matched()) init = variable_updating_statement();
    if (init.errored()) return kErrored;
    h.init = init.value;
    if (!expect("initializer in for loop", Tok::Semicolon)) return kErrored;
    R<Expr*> cond = expression();
    if (cond.errored()) return kErrored;
    h.cond = cond.value;
    if (!expect("condition in for loop", Tok::Semicolon)) return kErrored;
    R<Stmt*> update = func_call_statement();
    if (!update.errored() && !update.matched()) update = variable_updating_statement();
    if (update.errored()) return kErrored;
    h.update = update.value;
    return h;
  });
  if (header.errored()) return kErrored;
  R<BlockStmt*> body = expect_compound_statement("for loop");
  if (body.errored()) return kErrored;
  auto* f = make_stmt<ForStmt>(StmtKind::For, since(span));
  f->init = header.value.init;
  f->condition = header.value.cond;
  f->update = header.value.update;
  f->body = body.value;
  f->attrs = take(attrs);
  return static_cast<Stmt*>(f);
}

R<Stmt*> Parser::while_statement(Attrs& attrs) {
  Span span;
  if (!match(Tok::KwWhile, &span)) return kNoMatch;
  R<Expr*> cond = expression();
  if (cond.errored()) return kErrored;
  if (!cond.matched()) return error(peek().span, Msg::WhileConditionExpected);
  R<BlockStmt*> body = expect_compound_statement("while loop");
  if (body.errored()) return kErrored;
  auto* w = make_stmt<WhileStmt>(StmtKind::While, since(span));
  w->condition = cond.value;
  w->body = body.value;
  w->attrs = take(attrs);
  return static_cast<Stmt*>(w);
}

R<Stmt*> Parser::func_call_statement() {
  Token& t = peek();
  if (!t.is_identifier() || !(peek_is(Tok::ParenLeft, 1) || peek_is(Tok::TemplateArgsLeft, 1))) return kNoMatch;
  next();
  auto* target = make_expr<IdentExpr>(ExprKind::Ident, t.span);
  target->ident = {text(t.span), t.span};
  if (peek_is(Tok::TemplateArgsLeft)) {
    R<List<Expr*>> targs = template_block(
        "template arguments", [&] { return expect_expression_list("template argument list", Tok::TemplateArgsRight); });
    if (targs.errored()) return kErrored;
    target->template_args = targs.value;
    target->span = since(t.span);
  }
  R<List<Expr*>> args = expect_argument_list("function call");
  if (args.errored()) return kErrored;
  auto* call = make_expr<CallExpr>(ExprKind::Call, since(t.span));
  call->target = target;
  call->args = args.value;
  // A call followed by an accessor or an assignment operator is the left side of an assignment
  // (the grammar's core_lhs_expression includes call_expression); Tint reads it so.
  switch (peek().kind) {
    case Tok::Period:
    case Tok::BracketLeft:
    case Tok::Equal:
    case Tok::PlusPlus:
    case Tok::MinusMinus:
    case Tok::PlusEqual:
    case Tok::MinusEqual:
    case Tok::TimesEqual:
    case Tok::DivisionEqual:
    case Tok::ModuloEqual:
    case Tok::AndEqual:
    case Tok::OrEqual:
    case Tok::XorEqual:
    case Tok::ShiftLeftEqual:
    case Tok::ShiftRightEqual:
      return variable_updating_statement(call);
    default:
      break;
  }
  auto* s = make_stmt<CallStmt>(StmtKind::Call, call->span);
  s->call = call;
  return static_cast<Stmt*>(s);
}

R<Stmt*> Parser::break_if_statement() {
  Token& t1 = peek();
  if (!t1.is(Tok::KwBreak) || !peek_is(Tok::KwIf, 1)) return kNoMatch;
  Span span = t1.span;
  next();
  next();
  R<Expr*> e = expression();
  if (e.errored()) return kErrored;
  if (!e.matched()) return error(span, Msg::BreakIfExpression);
  if (!expect("`break-if` statement", Tok::Semicolon)) return kErrored;
  auto* s = make_stmt<BreakIfStmt>(StmtKind::BreakIf, span);
  s->condition = e.value;
  return static_cast<Stmt*>(s);
}

R<BlockStmt*> Parser::continuing_compound_statement() {
  R<Attrs> attrs = attribute_list();
  if (attrs.errored()) return kErrored;
  Span start = peek().span;
  R<List<Stmt*>> body = brace_block("", [&]() -> R<List<Stmt*>> {
    std::vector<Stmt*> stmts;
    while (continue_parsing()) {
      // `break if` first: a plain statement would take the `break`.
      R<Stmt*> bi = break_if_statement();
      if (bi.errored()) return kErrored;
      if (bi.matched()) {
        stmts.push_back(bi.value);
        continue;
      }
      R<Stmt*> s = statement();
      if (s.errored()) return kErrored;
      if (!s.matched()) break;
      stmts.push_back(s.value);
    }
    return list(stmts);
  });
  if (body.errored()) return kErrored;
  auto* b = make_stmt<BlockStmt>(StmtKind::Block, since(start));
  b->stmts = body.value;
  b->attrs = take(attrs.value);
  return b;
}

R<Stmt*> Parser::variable_updating_statement(Expr* core) {
  Token& t = peek();
  // `x: i32 = ...` is a forgotten `var`.
  if (!core && peek_is(Tok::Identifier) && peek_is(Tok::Colon, 1)) return error(t.span, Msg::ExpectedVar);
  if (!core && (t.is(Tok::PlusPlus) || t.is(Tok::MinusMinus))) return error(t.span, Msg::PrefixIncrement);
  // Like Tint, an assignment's span is its operator, where type errors point.
  Span op_span;
  Expr* lhs = nullptr;
  bool compound = false;
  BinaryOp op = BinaryOp::Add;
  if (!core && peek_is(Tok::Underscore)) {
    next();
    if (!expect("assignment", Tok::Equal)) return kErrored;
    op_span = last_span_;
    lhs = make_expr<PhonyExpr>(ExprKind::Phony, t.span);
  } else {
    R<Expr*> l = core ? postfix(core) : lhs_expression();
    if (l.errored()) return kErrored;
    if (!l.matched()) return kNoMatch;
    lhs = l.value;
    if (match(Tok::PlusPlus) || match(Tok::MinusMinus)) {
      bool inc = tokens_[next_ - 1].is(Tok::PlusPlus);
      auto* s = make_stmt<IncDecStmt>(inc ? StmtKind::Increment : StmtKind::Decrement, last_span_);
      s->lhs = lhs;
      return static_cast<Stmt*>(s);
    }
    op_span = peek().span;
    static constexpr std::pair<Tok, BinaryOp> kCompound[] = {
        {Tok::PlusEqual, BinaryOp::Add},
        {Tok::MinusEqual, BinaryOp::Sub},
        {Tok::TimesEqual, BinaryOp::Mul},
        {Tok::DivisionEqual, BinaryOp::Div},
        {Tok::ModuloEqual, BinaryOp::Mod},
        {Tok::AndEqual, BinaryOp::And},
        {Tok::OrEqual, BinaryOp::Or},
        {Tok::XorEqual, BinaryOp::Xor},
        {Tok::ShiftLeftEqual, BinaryOp::ShiftLeft},
        {Tok::ShiftRightEqual, BinaryOp::ShiftRight},
    };
    for (auto [tok, bop] : kCompound) {
      if (match(tok)) {
        compound = true;
        op = bop;
        break;
      }
    }
    if (!compound && !expect("assignment", Tok::Equal)) return kErrored;
  }
  R<Expr*> rhs = expression();
  if (rhs.errored()) return kErrored;
  if (!rhs.matched()) return error(peek().span, Msg::AssignmentRightSide);
  if (compound) {
    auto* s = make_stmt<CompoundAssignStmt>(StmtKind::CompoundAssign, op_span);
    s->op = op;
    s->lhs = lhs;
    s->rhs = rhs.value;
    return static_cast<Stmt*>(s);
  }
  auto* s = make_stmt<AssignStmt>(StmtKind::Assign, op_span);
  s->lhs = lhs;
  s->rhs = rhs.value;
  return static_cast<Stmt*>(s);
}

R<Expr*> Parser::core_lhs_expression() {
  Token& t = peek();
  // The spec's core_lhs_expression includes call_expression (for buffer_view's pointer-returning
  // builtins); Tint, which lacks that feature, stops at the identifier.
  if (t.is_identifier() && (peek_is(Tok::TemplateArgsLeft, 1) || peek_is(Tok::ParenLeft, 1))) {
    return primary_expression();
  }
  if (t.is_identifier()) {
    next();
    auto* e = make_expr<IdentExpr>(ExprKind::Ident, t.span);
    e->ident = {text(t.span), t.span};
    return static_cast<Expr*>(e);
  }
  if (peek_is(Tok::ParenLeft)) {
    return paren_block("", [&]() -> R<Expr*> {
      R<Expr*> e = lhs_expression();
      if (e.errored()) return kErrored;
      if (!e.matched()) return error(t.span, Msg::InvalidExpression);
      return e;
    });
  }
  return kNoMatch;
}

R<Expr*> Parser::lhs_expression() {
  R<Expr*> core = core_lhs_expression();
  if (core.errored()) return kErrored;
  if (core.matched()) return postfix(core.value);
  // Prefix `*` and `&` are gathered in a loop: thousands of them must not recurse.
  std::vector<std::pair<Span, UnaryOp>> ops;
  while (true) {
    Token& t = peek();
    if (t.is(Tok::AndAnd)) {
      split_front(Tok::And);
      ops.push_back({last_span_, UnaryOp::AddressOf});
    } else if (t.is(Tok::And) || t.is(Tok::Star)) {
      UnaryOp op = t.is(Tok::And) ? UnaryOp::AddressOf : UnaryOp::Deref;
      next();
      ops.push_back({last_span_, op});
    } else {
      break;
    }
  }
  if (ops.empty()) return kNoMatch;
  Token& t = peek();
  R<Expr*> e = lhs_expression();
  if (e.errored()) return kErrored;
  if (!e.matched()) return error(t.span, Msg::MissingExpression);
  Expr* result = e.value;
  for (auto it = ops.rbegin(); it != ops.rend(); ++it) {
    auto* u = make_expr<UnaryExpr>(ExprKind::Unary, Span::between(it->first, result->span));
    u->op = it->second;
    u->operand = result;
    result = u;
  }
  return result;
}

// ---- Expressions --------------------------------------------------------------------------

Expr* Parser::binary(BinaryOp op, Expr* lhs, Expr* rhs, Span start) {
  auto* b = make_expr<BinaryExpr>(ExprKind::Binary, since(start));
  b->op = op;
  b->lhs = lhs;
  b->rhs = rhs;
  return b;
}

R<Expr*> Parser::expect_expression(std::string_view use) {
  Token& t = peek();
  R<Expr*> e = expression();
  if (e.errored()) return kErrored;
  if (e.matched()) return e;
  return error(t.span, Msg::ExpectedExpressionFor, {use});
}

R<List<Expr*>> Parser::expression_list(std::string_view use, Tok terminator) {
  if (peek_is(terminator)) return kNoMatch;
  return expect_expression_list(use, terminator);
}

R<List<Expr*>> Parser::expect_expression_list(std::string_view use, Tok terminator) {
  std::vector<Expr*> exprs;
  while (continue_parsing()) {
    R<Expr*> e = expect_expression(use);
    if (e.errored()) return kErrored;
    exprs.push_back(e.value);
    if (peek_is(terminator)) break;
    if (!expect_next_not_template_list(e.value->span)) return kErrored;
    if (!match(Tok::Comma)) {
      if (!expect_not_templated_ident(e.value)) return kErrored;
      expect(use, Tok::Comma);
      return kErrored;
    }
    if (peek_is(terminator)) break;
  }
  return list(exprs);
}

R<List<Expr*>> Parser::expect_argument_list(std::string_view use) {
  return paren_block(use, [&]() -> R<List<Expr*>> {
    R<List<Expr*>> l = expression_list(use, Tok::ParenRight);
    if (l.errored()) return kErrored;
    return l.value;
  });
}

// `a < b, c > (d)` inside an argument list reads as a template list; say so.
bool Parser::expect_next_not_template_list(Span lhs) {
  Span open;
  if (!match(Tok::TemplateArgsLeft, &open)) return true;
  Span end = open;
  for (size_t i = 0; i < 32; ++i) {
    if (peek(i).is(Tok::TemplateArgsRight)) end = peek(i).span;
  }
  error(Span::between(lhs, end), Msg::ParsedAsTemplateList);
  R<Expr*> rhs = expression();
  if (rhs.matched()) note(Span::between(lhs, rhs.value->span), Msg::NoteWrapLessThan);
  return false;
}

bool Parser::expect_not_templated_ident(Expr* e) {
  if (e->kind != ExprKind::Ident) return true;
  auto* ident = static_cast<IdentExpr*>(e);
  if (ident->template_args.empty()) return true;
  error(ident->span, Msg::ParsedAsTemplateList);
  R<Expr*> rhs = expression();
  if (rhs.matched()) note(Span::between(ident->template_args.back()->span, rhs.value->span), Msg::NoteWrapGreaterThan);
  return false;
}

R<Expr*> Parser::expression() {
  Span start = peek().span;
  Span first_op;
  auto parse = [&]() -> R<Expr*> {
    R<Expr*> lhs = unary_expression();
    if (lhs.errored()) return kErrored;
    if (!lhs.matched()) return kNoMatch;
    first_op = peek().span;
    R<Expr*> bitwise = bitwise_post_unary(lhs.value, start);
    if (bitwise.errored() || bitwise.matched()) return bitwise;
    R<Expr*> rel = expect_relational_post_unary(lhs.value, start);
    if (rel.errored()) return kErrored;
    Expr* result = rel.value;
    Token& t = peek();
    if (t.is(Tok::AndAnd) || t.is(Tok::OrOr)) {
      Tok op_tok = t.kind;
      BinaryOp op = op_tok == Tok::AndAnd ? BinaryOp::LogicalAnd : BinaryOp::LogicalOr;
      while (continue_parsing()) {
        if (!peek_is(op_tok)) break;
        next();
        R<Expr*> rhs = relational_expression();
        if (rhs.errored()) return kErrored;
        if (!rhs.matched()) return error(peek().span, Msg::RightSideExpected, {token_name(op_tok)});
        result = binary(op, result, rhs.value, start);
      }
    }
    return result;
  };
  R<Expr*> e = parse();
  // Operators of one kind are consumed greedily above, so another binary operator here is a
  // different one: WGSL requires parentheses to mix them.
  if (e.matched() && e.value->kind == ExprKind::Binary && peek().is_binary_operator()) {
    auto* b = static_cast<BinaryExpr*>(e.value);
    Token& n = peek();
    error(Span::between(first_op, n.span), Msg::MixingOperators, {binary_op_spelling(b->op), token_name(n.kind)});
    return kErrored;
  }
  return e;
}

R<Expr*> Parser::bitwise_post_unary(Expr* lhs, Span start) {
  Token& t = peek();
  BinaryOp op;
  if (t.is(Tok::And)) {
    op = BinaryOp::And;
  } else if (t.is(Tok::Or)) {
    op = BinaryOp::Or;
  } else if (t.is(Tok::Xor)) {
    op = BinaryOp::Xor;
  } else {
    return kNoMatch;
  }
  Tok op_tok = t.kind;
  next();
  while (continue_parsing()) {
    R<Expr*> rhs = unary_expression();
    if (rhs.errored()) return kErrored;
    if (!rhs.matched()) return error(peek().span, Msg::RightSideExpected, {token_name(op_tok)});
    lhs = binary(op, lhs, rhs.value, start);
    if (!match(op_tok)) return lhs;
  }
  return kErrored;
}

R<Expr*> Parser::expect_multiplicative_post_unary(Expr* lhs, Span start) {
  while (continue_parsing()) {
    Token& t = peek();
    BinaryOp op;
    if (t.is(Tok::ForwardSlash)) {
      op = BinaryOp::Div;
    } else if (t.is(Tok::Mod)) {
      op = BinaryOp::Mod;
    } else if (t.is(Tok::Star)) {
      op = BinaryOp::Mul;
    } else {
      return lhs;
    }
    Tok op_tok = t.kind;
    next();
    R<Expr*> rhs = unary_expression();
    if (rhs.errored()) return kErrored;
    if (!rhs.matched()) return error(peek().span, Msg::RightSideExpected, {token_name(op_tok)});
    lhs = binary(op, lhs, rhs.value, start);
  }
  return kErrored;
}

R<Expr*> Parser::expect_additive_post_unary(Expr* lhs, Span start) {
  while (continue_parsing()) {
    Token& t = peek();
    BinaryOp op;
    std::string_view name = token_name(t.kind);
    if (t.is(Tok::Plus)) {
      op = BinaryOp::Add;
      next();
    } else if (t.is(Tok::MinusMinus)) {
      // `a--b` is `a - -b` here.
      op = BinaryOp::Sub;
      split_front(Tok::Minus);
    } else if (t.is(Tok::Minus)) {
      op = BinaryOp::Sub;
      next();
    } else {
      return lhs;
    }
    R<Expr*> unary = unary_expression();
    if (unary.errored()) return kErrored;
    if (!unary.matched()) return error(peek().span, Msg::RightSideExpected, {name});
    // Tint starts a product on the right of `+`/`-` where the whole sum starts (`1u + m * 3u`
    // is reported at `1u`), unless the product begins with a prefix operator.
    Span rhs_start = unary.value->kind == ExprKind::Unary ? unary.value->span : start;
    R<Expr*> rhs = expect_multiplicative_post_unary(unary.value, rhs_start);
    if (rhs.errored()) return kErrored;
    lhs = binary(op, lhs, rhs.value, start);
  }
  return kErrored;
}

R<Expr*> Parser::expect_shift_post_unary(Expr* lhs, Span start) {
  Token& t = peek();
  if (t.is(Tok::ShiftLeft) || t.is(Tok::ShiftRight)) {
    BinaryOp op = t.is(Tok::ShiftLeft) ? BinaryOp::ShiftLeft : BinaryOp::ShiftRight;
    std::string_view name = token_name(t.kind);
    next();
    Token& rhs_start = peek();
    R<Expr*> rhs = unary_expression();
    if (rhs.errored()) return kErrored;
    if (!rhs.matched()) return error(rhs_start.span, Msg::RightSideExpected, {name});
    return binary(op, lhs, rhs.value, start);
  }
  R<Expr*> m = expect_multiplicative_post_unary(lhs, start);
  if (m.errored()) return kErrored;
  return expect_additive_post_unary(m.value, start);
}

R<Expr*> Parser::shift_expression() {
  Span start = peek().span;
  R<Expr*> lhs = unary_expression();
  if (lhs.errored()) return kErrored;
  if (!lhs.matched()) return kNoMatch;
  return expect_shift_post_unary(lhs.value, start);
}

R<Expr*> Parser::relational_expression() {
  Span start = peek().span;
  R<Expr*> lhs = unary_expression();
  if (lhs.errored()) return kErrored;
  if (!lhs.matched()) return kNoMatch;
  return expect_relational_post_unary(lhs.value, start);
}

R<Expr*> Parser::expect_relational_post_unary(Expr* lhs, Span start) {
  R<Expr*> l = expect_shift_post_unary(lhs, start);
  if (l.errored()) return kErrored;
  Token& t = peek();
  BinaryOp op;
  switch (t.kind) {
    case Tok::LessThan:
      op = BinaryOp::Less;
      break;
    case Tok::GreaterThan:
      op = BinaryOp::Greater;
      break;
    case Tok::LessThanEqual:
      op = BinaryOp::LessEqual;
      break;
    case Tok::GreaterThanEqual:
      op = BinaryOp::GreaterEqual;
      break;
    case Tok::EqualEqual:
      op = BinaryOp::Equal;
      break;
    case Tok::NotEqual:
      op = BinaryOp::NotEqual;
      break;
    default:
      return l;
  }
  std::string_view name = token_name(t.kind);
  next();
  Token& rhs_start = peek();
  R<Expr*> rhs = shift_expression();
  if (rhs.errored()) return kErrored;
  if (!rhs.matched()) return error(rhs_start.span, Msg::RightSideExpected, {name});
  return binary(op, l.value, rhs.value, start);
}

R<Expr*> Parser::unary_expression() {
  Span start = peek().span;
  Token& t = peek();
  if (t.is(Tok::PlusPlus)) return error(t.span, Msg::PrefixIncrement);
  UnaryOp op;
  std::string_view name = token_name(t.kind);
  if (t.is(Tok::MinusMinus)) {
    // `--x` in an expression is `-(-x)`.
    op = UnaryOp::Negate;
    name = "-";
  } else if (t.is(Tok::Minus)) {
    op = UnaryOp::Negate;
  } else if (t.is(Tok::Bang)) {
    op = UnaryOp::Not;
  } else if (t.is(Tok::Tilde)) {
    op = UnaryOp::Complement;
  } else if (t.is(Tok::Star)) {
    op = UnaryOp::Deref;
  } else if (t.is(Tok::And)) {
    op = UnaryOp::AddressOf;
  } else {
    return singular_expression();
  }
  if (t.is(Tok::MinusMinus)) {
    split_front(Tok::Minus);
  } else {
    next();
  }
  if (parse_depth_ >= kMaxParseDepth) {
    error(peek().span, Msg::MaxDepth);
    return kErrored;
  }
  ++parse_depth_;
  R<Expr*> operand = unary_expression();
  --parse_depth_;
  if (operand.errored()) return kErrored;
  if (!operand.matched()) return error(peek().span, Msg::RightSideExpected, {name});
  auto* u = make_expr<UnaryExpr>(ExprKind::Unary, since(start));
  u->op = op;
  u->operand = operand.value;
  return static_cast<Expr*>(u);
}

R<Expr*> Parser::singular_expression() {
  R<Expr*> prefix = primary_expression();
  if (prefix.errored()) return kErrored;
  if (!prefix.matched()) return kNoMatch;
  return postfix(prefix.value);
}

R<Expr*> Parser::primary_expression() {
  Token& t = peek();
  R<Expr*> lit = const_literal();
  if (lit.errored() || lit.matched()) return lit;
  if (t.is_identifier()) {
    Span start = t.span;
    next();
    auto* ident = make_expr<IdentExpr>(ExprKind::Ident, start);
    ident->ident = {text(start), start};
    if (peek_is(Tok::TemplateArgsLeft)) {
      // Like Tint, a broken template list is reported and the expression goes on.
      R<List<Expr*>> args = template_block("template arguments", [&] {
        return expect_expression_list("template argument list", Tok::TemplateArgsRight);
      });
      ident->template_args = args.value;
      ident->span = since(start);
    }
    if (peek_is(Tok::ParenLeft)) {
      R<List<Expr*>> args = expect_argument_list("function call");
      if (args.errored()) return kErrored;
      auto* call = make_expr<CallExpr>(ExprKind::Call, since(start));
      call->target = ident;
      call->args = args.value;
      return static_cast<Expr*>(call);
    }
    return static_cast<Expr*>(ident);
  }
  if (t.is(Tok::ParenLeft)) return expect_paren_expression();
  return kNoMatch;
}

R<Expr*> Parser::const_literal() {
  Token& t = peek();
  switch (t.kind) {
    case Tok::IntLiteral:
    case Tok::IntLiteralI:
    case Tok::IntLiteralU: {
      next();
      auto* e = make_expr<IntLiteralExpr>(ExprKind::IntLiteral, t.span);
      e->value = t.int_value;
      e->suffix = t.is(Tok::IntLiteralI) ? 'i' : t.is(Tok::IntLiteralU) ? 'u' : 0;
      return static_cast<Expr*>(e);
    }
    case Tok::FloatLiteral:
    case Tok::FloatLiteralF:
    case Tok::FloatLiteralH: {
      next();
      auto* e = make_expr<FloatLiteralExpr>(ExprKind::FloatLiteral, t.span);
      e->value = t.float_value;
      e->suffix = t.is(Tok::FloatLiteralF) ? 'f' : t.is(Tok::FloatLiteralH) ? 'h' : 0;
      return static_cast<Expr*>(e);
    }
    case Tok::KwTrue:
    case Tok::KwFalse: {
      next();
      auto* e = make_expr<BoolLiteralExpr>(ExprKind::BoolLiteral, t.span);
      e->value = t.is(Tok::KwTrue);
      return static_cast<Expr*>(e);
    }
    default:
      break;
  }
  if (handle_error(t)) return kErrored;
  return kNoMatch;
}

R<Expr*> Parser::expect_paren_expression() {
  return paren_block("", [&]() -> R<Expr*> {
    R<Expr*> e = expression();
    if (e.errored()) return kErrored;
    if (!e.matched()) return error(peek().span, Msg::ExpressionExpected);
    return e;
  });
}

R<Expr*> Parser::postfix(Expr* prefix) {
  Span start = prefix->span;
  while (continue_parsing()) {
    if (match(Tok::BracketLeft)) {
      R<Expr*> res = sync(Tok::BracketRight, [&]() -> R<Expr*> {
        R<Expr*> index = expression();
        if (index.errored()) return kErrored;
        if (!index.matched()) return error(peek().span, Msg::IndexExpressionExpected);
        if (!expect("index accessor", Tok::BracketRight)) return kErrored;
        auto* e = make_expr<IndexExpr>(ExprKind::Index, since(start));
        e->base = prefix;
        e->index = index.value;
        return static_cast<Expr*>(e);
      });
      if (res.errored()) return res;
      prefix = res.value;
      continue;
    }
    if (match(Tok::Period)) {
      R<Ident> member = expect_ident("member accessor");
      if (member.errored()) return kErrored;
      auto* e = make_expr<MemberExpr>(ExprKind::Member, since(start));
      e->base = prefix;
      e->member = member.value;
      prefix = e;
      continue;
    }
    return prefix;
  }
  return kErrored;
}

// ---- Attributes ---------------------------------------------------------------------------

R<Attrs> Parser::attribute_list() {
  bool errored = false;
  Attrs attrs;
  while (continue_parsing()) {
    if (!match(Tok::Attr)) break;
    R<Attribute*> a = expect_attribute();
    if (a.errored()) {
      errored = true;
    } else {
      attrs.push_back(a.value);
    }
  }
  if (errored) return kErrored;
  if (attrs.empty()) return kNoMatch;
  return attrs;
}

R<Attribute*> Parser::expect_attribute() {
  Token& t = peek();
  R<Attribute*> a = attribute();
  if (a.errored() || a.matched()) return a;
  return error(t.span, Msg::ExpectedKind, {"attribute", ""});
}

R<Attribute*> Parser::attribute() {
  Token& t = peek();
  if (match(Tok::KwConst)) return error(t.span, Msg::ConstAttribute);
  auto* attr = module_->arena.make<Attribute>();
  attr->span = t.span;
  if (match(Tok::KwDiagnostic)) {
    R<DiagnosticControl> control = expect_diagnostic_control();
    if (control.errored()) return kErrored;
    attr->kind = AttrKind::Diagnostic;
    attr->control = control.value;
    return attr;
  }
  R<Ident> name = expect_enum("attribute", attribute_names());
  if (name.errored()) return kErrored;
  attr_kind_from_name(name.value.name, &attr->kind);
  std::string n(name.value.name);
  uint32_t min = 1, max = 1;
  switch (attr->kind) {
    case AttrKind::Compute:
    case AttrKind::Fragment:
    case AttrKind::Invariant:
    case AttrKind::MustUse:
    case AttrKind::Vertex:
      min = max = 0;
      break;
    case AttrKind::Interpolate:
      max = 2;
      break;
    case AttrKind::WorkgroupSize:
      max = 3;
      break;
    default:
      break;
  }
  if (attr->kind == AttrKind::Builtin || attr->kind == AttrKind::Interpolate) return enum_attribute(attr, n);
  if (min == 0) {
    Token& p = peek();
    if (match(Tok::ParenLeft)) return error(p.span, Msg::AttributeNoParens, {n});
    return attr;
  }
  std::vector<Expr*> args;
  R<Void> res = paren_block(n + " attribute", [&]() -> R<Void> {
    while (continue_parsing()) {
      if (peek_is(Tok::ParenRight)) break;
      R<Expr*> e = expect_expression(n);
      if (e.errored()) return kErrored;
      args.push_back(e.value);
      if (!match(Tok::Comma)) break;
    }
    return Void{};
  });
  if (res.errored()) return kErrored;
  if (args.empty() || args.size() < min) {
    return error(t.span, Msg::AttributeTooFewArgs,
                 {n, min != max ? " at least" : "", std::to_string(min), min != 1 ? "s" : ""});
  }
  if (args.size() > max) {
    return error(
        t.span, Msg::AttributeTooManyArgs,
        {n, min != max ? " at most" : "", std::to_string(max), max != 1 ? "s" : "", std::to_string(args.size())});
  }
  attr->args = list(args);
  return attr;
}

// @builtin(name[, depth_mode]) and @interpolate(type[, sampling]) take names from fixed sets.
R<Attribute*> Parser::enum_attribute(Attribute* attr, const std::string& name) {
  bool builtin = attr->kind == AttrKind::Builtin;
  std::vector<Expr*> args;
  auto push = [&](Ident id) {
    auto* e = make_expr<IdentExpr>(ExprKind::Ident, id.span);
    e->ident = id;
    args.push_back(e);
  };
  R<Void> res = paren_block(name + " attribute", [&]() -> R<Void> {
    R<Ident> first = builtin ? expect_enum("builtin value name", builtin_value_names())
                             : expect_enum("interpolation type name", interpolation_type_names());
    if (first.errored()) return kErrored;
    push(first.value);
    if (match(Tok::Comma) && !peek_is(Tok::ParenRight)) {
      R<Ident> second = builtin ? expect_enum("builtin depth mode name", depth_mode_names())
                                : expect_enum("interpolation sampling name", interpolation_sampling_names());
      if (second.errored()) return kErrored;
      push(second.value);
      match(Tok::Comma);
    }
    return Void{};
  });
  if (res.errored()) return kErrored;
  attr->args = list(args);
  return attr;
}

bool Parser::expect_attributes_consumed(const Attrs& attrs) {
  if (attrs.empty()) return true;
  error(attrs[0]->span, Msg::UnexpectedAttributes);
  return false;
}

R<DiagnosticControl> Parser::expect_diagnostic_control() {
  return paren_block("diagnostic control", [&]() -> R<DiagnosticControl> {
    R<Ident> severity = expect_enum("severity control", severity_names());
    if (severity.errored()) return kErrored;
    if (!expect("diagnostic control", Tok::Comma)) return kErrored;
    DiagnosticControl c;
    c.severity = severity.value;
    if (peek_is(Tok::Period, 1)) {
      R<Ident> category = expect_ident("", "diagnostic rule category");
      if (category.errored()) return kErrored;
      if (!expect("diagnostic rule", Tok::Period)) return kErrored;
      c.rule_category = category.value;
    }
    R<Ident> rule = expect_ident("", "diagnostic rule name");
    if (rule.errored()) return kErrored;
    c.rule = rule.value;
    match(Tok::Comma);
    return c;
  });
}

}  // namespace

std::unique_ptr<ast::Module> parse(const SourceFile& file, DiagnosticList& diags, const ParseOptions& options) {
  return Parser(file, diags, options).run();
}

}  // namespace wgx
