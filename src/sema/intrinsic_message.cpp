// Tint's "no matching call" message: the call's signature and every candidate overload with a
// ✓/✗ per template argument, parameter and constraint, best candidates first.
//
// Tint builds the text as styled runs and renders it plainly by quoting each run of code-styled
// text ('abs(T  ✗ ) -> T'); constraint lists keep their ", " and " or " plain, which is why a
// constraint on a vector reads 'vec2<f32', 'i32' or 'u32>'. StyledText reproduces those runs.
#include <string>

#include "sema/intrinsic_match.h"

namespace wgx::sema::intrinsic {
namespace {

class StyledText {
 public:
  bool code() const { return spans_.back().code; }
  void set(bool code) {
    if (spans_.back().code == code) return;
    if (spans_.back().text.empty()) spans_.pop_back();
    if (spans_.empty() || spans_.back().code != code) spans_.push_back({code, {}});
  }
  StyledText& operator<<(std::string_view s) {
    spans_.back().text += s;
    return *this;
  }
  // Text in a style, then back to the current one.
  void styled(bool code, std::string_view s) {
    bool old = this->code();
    set(code);
    *this << s;
    set(old);
  }
  void code_text(std::string_view s) { styled(true, s); }
  void plain_text(std::string_view s) { styled(false, s); }

  std::string plain() const {
    std::string out;
    bool quoted = false;
    for (const auto& s : spans_) {
      if (quoted != s.code) out += '\'';
      quoted = s.code;
      out += s.text;
    }
    if (quoted) out += '\'';
    return out;
  }

 private:
  struct Span {
    bool code;
    std::string text;
  };
  std::vector<Span> spans_{{false, {}}};
};

std::string_view prim_name(Prim p) {
  switch (p) {
    case Prim::AInt:
      return "abstract-int";
    case Prim::AFloat:
      return "abstract-float";
    case Prim::I32:
      return "i32";
    case Prim::U32:
      return "u32";
    case Prim::F32:
      return "f32";
    case Prim::F16:
      return "f16";
    case Prim::Bool:
      return "bool";
  }
  return "";
}

// "'a', 'b' or 'c'"
template <typename List, typename NameOf>
void print_alternatives(StyledText& out, const List& list, NameOf name_of) {
  for (size_t i = 0; i < list.size(); i++) {
    if (i > 0) out.plain_text(i + 1 == list.size() ? " or " : ", ");
    out.code_text(name_of(list[i]));
  }
}

void print_pattern(StyledText& out, const IntrinsicOverload& o, const Pattern* p) {
  using K = Pattern::Kind;
  const auto& a = p->args;
  auto sub = [&](const Pattern* q) { print_pattern(out, o, q); };
  bool old = out.code();
  out.set(true);
  switch (p->kind) {
    case K::TypeParam:
    case K::NumParam:
      out << o.templates[p->index].name;
      break;
    case K::NumValue:
      out << p->text;
      break;
    case K::EnumSet:
      print_alternatives(out, p->enums->members, [](const EnumValue& e) { return e.name; });
      break;
    case K::Prim:
      out << prim_name(p->prim);
      break;
    case K::PrimSet:
      print_alternatives(out, p->prims->members, prim_name);
      break;
    case K::Constructible:
      out << "any concrete constructible type";
      break;
    case K::Vec:
      out << "vec";
      sub(a[0]);
      out << "<";
      sub(a[1]);
      out << ">";
      break;
    case K::Mat:
      out << "mat";
      sub(a[0]);
      out << "x";
      sub(a[1]);
      out << "<";
      sub(a[2]);
      out << ">";
      break;
    case K::RuntimeArray:
      out << "array<";
      sub(a[0]);
      out << ">";
      break;
    case K::FrexpResult:
    case K::ModfResult:
      out << (p->kind == K::FrexpResult ? "__frexp_result_" : "__modf_result_");
      sub(a[0]);
      break;
    case K::FrexpResultVec:
    case K::ModfResultVec:
      out << (p->kind == K::FrexpResultVec ? "__frexp_result_vec" : "__modf_result_vec");
      sub(a[0]);
      out << "_";
      sub(a[1]);
      break;
    default:
      // name<args...>: atomic, ptr, ref, textures, samplers, __atomic_compare_exchange_result.
      out << p->text;
      if (!a.empty()) {
        out << "<";
        for (size_t i = 0; i < a.size(); i++) {
          if (i > 0) out << ", ";
          sub(a[i]);
        }
        out << ">";
      }
      break;
  }
  out.set(old);
}

std::string plural(size_t n, std::string_view word) {
  return std::to_string(n) + " " + std::string(word) + (n != 1 ? "s" : "");
}

void print_candidate(StyledText& out, TypeTable& types, const Candidate& c, std::string_view name,
                     const std::vector<const Type*>& template_args, const std::vector<const Type*>& args) {
  const IntrinsicOverload& o = *c.overload;
  TemplateState templates = c.templates;
  Matcher m(types, templates, /*abstract=*/true);
  bool prev = out.code();
  out.set(true);
  out << name;
  auto mark = [&](bool ok) { out.code_text(ok ? " \u2713 " : " \u2717 "); };

  if (o.num_explicit > 0) {
    out << "<";
    for (size_t i = 0; i < o.num_explicit; i++) {
      const TemplateDecl& t = o.templates[i];
      bool matched = false;
      if (i < template_args.size()) {
        matched = !t.is_number && (t.constraint == nullptr || m.match(t.constraint, template_args[i]) != nullptr);
      }
      if (i > 0) out << ", ";
      out << t.name << " ";
      mark(matched);
    }
    out << ">";
  }

  bool all_params_match = true;
  out << "(";
  for (size_t i = 0; i < o.params.size(); i++) {
    const ParamDecl& p = o.params[i];
    bool matched = i < args.size() && m.match(p.type, args[i]) != nullptr;
    all_params_match = all_params_match && matched;
    if (i > 0) out << ", ";
    if (!p.name.empty()) out << p.name << ": ";
    print_pattern(out, o, p.type);
    out << " ";
    mark(matched);
  }
  out << ")";
  if (o.result != nullptr) {
    out << " -> ";
    print_pattern(out, o, o.result);
  }

  bool first = true;
  auto separator = [&] {
    out.plain_text(first ? " where:\n     " : "\n     ");
    first = false;
  };
  auto verdict = [&](bool ok) {
    out.plain_text(ok ? " \u2713 " : " \u2717 ");
    out.plain_text(" ");
  };
  if (all_params_match && args.size() > o.params.size()) {
    separator();
    out.plain_text(" \u2717 ");
    out.plain_text(" overload expects " + plural(o.params.size(), "argument") + ", call passed " +
                   plural(args.size(), "argument"));
  }
  if (all_params_match && template_args.size() > o.num_explicit) {
    separator();
    out.plain_text(" \u2717 ");
    out.plain_text(" overload expects " + plural(o.num_explicit, "template argument") + ", call passed " +
                   plural(template_args.size(), "argument"));
  }
  for (size_t i = 0; i < o.templates.size(); i++) {
    const TemplateDecl& t = o.templates[i];
    if (t.constraint == nullptr) continue;
    separator();
    bool matched = false;
    if (t.is_number) {
      matched = m.match_num(t.constraint, templates.nums[i]).valid();
    } else if (const Type* ty = templates.types[i]) {
      matched = m.match(t.constraint, ty) != nullptr;
    }
    verdict(matched);
    out.code_text(t.name);
    out.plain_text(" is ");
    print_pattern(out, o, t.constraint);
  }
  out.set(prev);
}

void print_candidates(StyledText& out, TypeTable& types, const std::vector<const Candidate*>& list,
                      std::string_view noun, std::string_view name, const std::vector<const Type*>& template_args,
                      const std::vector<const Type*>& args) {
  if (list.empty()) return;
  out << "\n" << std::to_string(list.size()) << " candidate " << noun << (list.size() > 1 ? "s:" : ":") << "\n";
  for (const Candidate* c : list) {
    out << " \u2022 ";
    print_candidate(out, types, *c, name, template_args, args);
    out << "\n";
  }
}

}  // namespace

std::string no_match_message(TypeTable& types, CallKind kind, std::string_view name,
                             const std::vector<const Type*>& template_args, const std::vector<const Type*>& args,
                             const std::vector<Candidate>& sorted) {
  StyledText out;
  switch (kind) {
    case CallKind::Function:
      out << "no matching call to ";
      break;
    case CallKind::Operator:
      out << "no matching overload for ";
      break;
    case CallKind::Constructor:
      out << "no matching constructor for ";
      break;
  }
  // The call's signature: 'max(abstract-int, u32, abstract-int)'.
  out.set(true);
  out << name;
  if (!template_args.empty()) {
    out << "<";
    for (size_t i = 0; i < template_args.size(); i++) out << (i > 0 ? ", " : "") << type_name(template_args[i]);
    out << ">";
  }
  out << "(";
  for (size_t i = 0; i < args.size(); i++) out << (i > 0 ? ", " : "") << type_name(args[i]);
  out << ")";
  out.set(false);
  out << "\n";

  if (kind == CallKind::Constructor) {
    std::vector<const Candidate*> ctors, convs;
    for (const auto& c : sorted) ((c.overload->flags & kConversion) ? convs : ctors).push_back(&c);
    print_candidates(out, types, ctors, "constructor", name, template_args, args);
    print_candidates(out, types, convs, "conversion", name, template_args, args);
  } else {
    std::vector<const Candidate*> all;
    for (const auto& c : sorted) all.push_back(&c);
    print_candidates(out, types, all, kind == CallKind::Function ? "function" : "operator", name, template_args, args);
  }
  std::string text = out.plain();
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

}  // namespace wgx::sema::intrinsic
