// Template list discovery (the spec's "Template Lists" section): which `<` and `>` tokens open and
// close template arguments, decided on the token stream before parsing.
#include "syntax/template_lists.h"

namespace wgx {
namespace {

// Identifiers and keywords both match the spec's ident_pattern_token, except that Tint (whose
// parse the diagnostics follow) takes the bool literals as literals: `true<u32>(1u)` is a
// comparison chain ("mixing '<' and '>' requires parenthesis"), not a template list.
bool is_name(Tok t) {
  if (t == Tok::KwTrue || t == Tok::KwFalse) return false;
  return t == Tok::Identifier || (t >= Tok::KwAlias && t <= Tok::KwWhile);
}

bool is_assignment(Tok t) {
  switch (t) {
    case Tok::Equal:
    case Tok::PlusEqual:
    case Tok::MinusEqual:
    case Tok::TimesEqual:
    case Tok::DivisionEqual:
    case Tok::ModuloEqual:
    case Tok::AndEqual:
    case Tok::OrEqual:
    case Tok::XorEqual:
    case Tok::ShiftLeftEqual:
      return true;
    default:
      return false;
  }
}

struct Candidate {
  size_t index;  // of the '<' in the output
  int depth;
};

class Discovery {
 public:
  explicit Discovery(std::vector<Token>& tokens) : in_(tokens) {}

  void run() {
    out_.reserve(in_.size() + 8);
    for (size_t i = 0; i < in_.size(); ++i) {
      const Token& t = in_[i];
      if (is_name(t.kind) && i + 1 < in_.size() && in_[i + 1].kind == Tok::LessThan) {
        out_.push_back(t);
        pending_.push_back({out_.size(), depth_});
        out_.push_back(in_[i + 1]);
        ++i;
        continue;
      }
      step(t);
    }
    in_.swap(out_);
  }

 private:
  std::vector<Token>& in_;
  std::vector<Token> out_;
  std::vector<Candidate> pending_;
  int depth_ = 0;

  void clear() {
    pending_.clear();
    depth_ = 0;
  }
  void pop_to_depth_below(int depth) {
    while (!pending_.empty() && pending_.back().depth >= depth) pending_.pop_back();
  }

  // Splits the first '>' off `t` when it closes the innermost candidate; returns false otherwise.
  bool close_template(Token t) {
    if (pending_.empty() || pending_.back().depth != depth_) return false;
    out_[pending_.back().index].kind = Tok::TemplateArgsLeft;
    pending_.pop_back();
    Token close = t;
    close.kind = Tok::TemplateArgsRight;
    close.span.length = 1;
    out_.push_back(close);
    if (t.kind == Tok::GreaterThan) return true;
    Token rest = t;
    rest.span.offset += 1;
    rest.span.length -= 1;
    rest.kind = t.kind == Tok::GreaterThanEqual ? Tok::Equal
                : t.kind == Tok::ShiftRight     ? Tok::GreaterThan
                                                : Tok::GreaterThanEqual;
    step(rest);
    return true;
  }

  void step(const Token& t) {
    switch (t.kind) {
      case Tok::GreaterThan:
      case Tok::GreaterThanEqual:
      case Tok::ShiftRight:
      case Tok::ShiftRightEqual:
        if (close_template(t)) return;
        break;
      case Tok::ParenLeft:
      case Tok::BracketLeft:
        ++depth_;
        break;
      case Tok::ParenRight:
      case Tok::BracketRight:
        pop_to_depth_below(depth_);
        if (depth_ > 0) --depth_;
        break;
      case Tok::Semicolon:
      case Tok::BraceLeft:
      case Tok::Colon:
        clear();
        break;
      case Tok::AndAnd:
      case Tok::OrOr:
        pop_to_depth_below(depth_);
        break;
      default:
        if (is_assignment(t.kind)) clear();
        break;
    }
    out_.push_back(t);
  }
};

}  // namespace

void discover_template_lists(std::vector<Token>& tokens) { Discovery(tokens).run(); }

}  // namespace wgx
