// Overload resolution over the intrinsic table, as the spec's "Overload Resolution" and Tint's
// intrinsic table do it: each overload is scored against the arguments (template types bind to
// the arguments and widen to their common type; a constrained template then takes the first type
// of its constraint the binding converts to); a single exact match wins, several are ranked by
// the conversion ranks of their parameters, none gives Tint's candidate list.
#include "sema/intrinsic_match.h"

#include <algorithm>
#include <set>
#include <span>

namespace wgx::sema::intrinsic {

const Type* invalid_type() {
  static const Type invalid = [] {
    Type t;
    t.kind = TypeKind::Void;
    return t;
  }();
  return &invalid;
}

namespace {

// The type both convert to, preferring `a` (Tint's Type::Common of two types).
const Type* common_type(const Type* a, const Type* b) {
  if (a == b) return a;
  if (conversion_rank(b, a) != kNoConversion) return a;
  if (conversion_rank(a, b) != kNoConversion) return b;
  return nullptr;
}

}  // namespace

// ---- Matcher ----

const Type* Matcher::prim(Prim p) const {
  switch (p) {
    case Prim::AInt:
      return types_.abstract_int();
    case Prim::AFloat:
      return types_.abstract_float();
    case Prim::I32:
      return types_.i32();
    case Prim::U32:
      return types_.u32();
    case Prim::F32:
      return types_.f32();
    case Prim::F16:
      return types_.f16();
    case Prim::Bool:
      return types_.bool_type();
  }
  return nullptr;
}

bool Matcher::prim_matches(Prim p, const Type* ty) const {
  TypeKind k = ty->kind;
  bool ai = k == TypeKind::AbstractInt, af = k == TypeKind::AbstractFloat;
  switch (p) {
    case Prim::AInt:
      return abstract_ && ai;
    case Prim::AFloat:
      return abstract_ && (ai || af);
    case Prim::I32:
      return k == TypeKind::I32 || ai;
    case Prim::U32:
      return k == TypeKind::U32 || ai;
    case Prim::F32:
      return k == TypeKind::F32 || ai || af;
    case Prim::F16:
      return k == TypeKind::F16 || ai || af;
    case Prim::Bool:
      return k == TypeKind::Bool && ty != invalid_type();
  }
  return false;
}

Num Matcher::match_num(const Pattern* p, Num n) {
  switch (p->kind) {
    case Pattern::Kind::NumParam: {
      Num& bound = st_.nums[p->index];
      if (bound.state == Num::Unset) {
        bound = n;
        return n;
      }
      return bound.valid() && n.valid() && bound.value == n.value ? n : Num::invalid();
    }
    case Pattern::Kind::NumValue:
      return n.valid() && n.value == p->value ? n : Num::invalid();
    case Pattern::Kind::EnumSet: {
      const auto& members = p->enums->members;
      if (members.size() == 1) {
        // A single enumerant also stands for itself when nothing is bound yet.
        if (n.state == Num::Unset || (n.valid() && n.value == members[0].value)) return Num::of(members[0].value);
        return Num::invalid();
      }
      if (n.valid()) {
        for (const auto& m : members) {
          if (m.value == n.value) return n;
        }
      }
      return Num::invalid();
    }
    default:
      return Num::invalid();
  }
}

const Type* Matcher::match(const Pattern* p, const Type* ty) {
  using K = Pattern::Kind;
  const auto& a = p->args;
  switch (p->kind) {
    case K::TypeParam: {
      const Type*& bound = st_.types[p->index];
      if (bound == nullptr) {
        bound = ty;
        return ty;
      }
      const Type* c = common_type(bound, ty);
      if (c != nullptr) bound = c;
      return c;
    }
    case K::Prim:
      return prim_matches(p->prim, ty) ? prim(p->prim) : nullptr;
    case K::PrimSet:
      // In precedence order (the Prim enum's), not the written order.
      for (Prim q : {Prim::AInt, Prim::AFloat, Prim::I32, Prim::U32, Prim::F32, Prim::F16, Prim::Bool}) {
        const auto& m = p->prims->members;
        if (std::find(m.begin(), m.end(), q) != m.end() && prim_matches(q, ty)) return prim(q);
      }
      return nullptr;
    case K::Constructible:
      return is_constructible(ty) && !is_abstract(ty) ? ty : nullptr;
    case K::Vec: {
      if (ty->kind != TypeKind::Vector) return nullptr;
      Num n = match_num(a[0], Num::of(ty->width));
      if (!n.valid()) return nullptr;
      const Type* e = match(a[1], ty->elem);
      return e ? types_.vec(e, n.value) : nullptr;
    }
    case K::Mat: {
      if (ty->kind != TypeKind::Matrix) return nullptr;
      Num c = match_num(a[0], Num::of(ty->width));
      if (!c.valid()) return nullptr;
      Num r = match_num(a[1], Num::of(ty->rows));
      if (!r.valid()) return nullptr;
      const Type* e = match(a[2], ty->elem);
      return e ? types_.mat(e, c.value, r.value) : nullptr;
    }
    case K::RuntimeArray: {
      if (ty->kind != TypeKind::Array || ty->count != 0 || ty->override_count != nullptr) return nullptr;
      const Type* e = match(a[0], ty->elem);
      return e ? types_.runtime_array(e) : nullptr;
    }
    case K::Atomic: {
      if (ty->kind != TypeKind::Atomic) return nullptr;
      const Type* e = match(a[0], ty->elem);
      return e ? types_.atomic(e) : nullptr;
    }
    case K::Ptr:
    case K::Ref: {
      if (ty->kind != (p->kind == K::Ptr ? TypeKind::Pointer : TypeKind::Reference)) return nullptr;
      Num s = match_num(a[0], Num::of(static_cast<uint32_t>(ty->space)));
      if (!s.valid()) return nullptr;
      const Type* e = match(a[1], ty->elem);
      if (e == nullptr) return nullptr;
      Num m = match_num(a[2], Num::of(static_cast<uint32_t>(ty->access)));
      if (!m.valid()) return nullptr;
      auto space = static_cast<AddressSpace>(s.value);
      auto access = static_cast<Access>(m.value);
      return p->kind == K::Ptr ? types_.pointer(space, e, access) : types_.reference(space, e, access);
    }
    case K::Sampler:
      return ty->kind == TypeKind::Sampler ? ty : nullptr;
    case K::SamplerComparison:
      return ty->kind == TypeKind::SamplerComparison ? ty : nullptr;
    case K::Texture: {
      if (ty->kind != TypeKind::Texture || ty->texture != p->texture) return nullptr;
      if (p->texture != TextureKind::External && ty->dim != p->dim) return nullptr;
      if (a.empty()) return ty;
      const Type* e = match(a[0], ty->elem);
      return e ? types_.texture(p->texture, p->dim, e) : nullptr;
    }
    case K::StorageTexture: {
      if (ty->kind != TypeKind::Texture || ty->texture != TextureKind::Storage || ty->dim != p->dim) return nullptr;
      Num f = match_num(a[0], Num::of(static_cast<uint32_t>(ty->format)));
      if (!f.valid()) return nullptr;
      Num m = match_num(a[1], Num::of(static_cast<uint32_t>(ty->access)));
      if (!m.valid()) return nullptr;
      return types_.storage_texture(p->dim, static_cast<TexelFormat>(f.value), static_cast<Access>(m.value));
    }
    default:
      // NumParam/NumValue/EnumSet are not types; texel buffers and the builtin result
      // structures never match an argument.
      return nullptr;
  }
}

uint32_t Matcher::num_of(const Pattern* p) const {
  switch (p->kind) {
    case Pattern::Kind::NumParam:
      return st_.nums[p->index].value;
    case Pattern::Kind::EnumSet:
      return p->enums->members[0].value;
    default:
      return p->value;
  }
}

const Type* Matcher::build(const Pattern* p) {
  using K = Pattern::Kind;
  const auto& a = p->args;
  switch (p->kind) {
    case K::TypeParam:
      return st_.types[p->index];
    case K::Prim:
      return prim(p->prim);
    case K::Vec:
      return types_.vec(build(a[1]), num_of(a[0]));
    case K::Mat:
      return types_.mat(build(a[2]), num_of(a[0]), num_of(a[1]));
    case K::RuntimeArray:
      return types_.runtime_array(build(a[0]));
    case K::Atomic:
      return types_.atomic(build(a[0]));
    case K::Ptr:
      return types_.pointer(static_cast<AddressSpace>(num_of(a[0])), build(a[1]), static_cast<Access>(num_of(a[2])));
    case K::Ref:
      return types_.reference(static_cast<AddressSpace>(num_of(a[0])), build(a[1]), static_cast<Access>(num_of(a[2])));
    case K::Sampler:
      return types_.sampler(false);
    case K::SamplerComparison:
      return types_.sampler(true);
    case K::Texture:
      switch (p->texture) {
        case TextureKind::Depth:
          return types_.depth_texture(p->dim, false);
        case TextureKind::DepthMultisampled:
          return types_.depth_texture(p->dim, true);
        case TextureKind::External:
          return types_.external_texture();
        default:
          return types_.texture(p->texture, p->dim, build(a[0]));
      }
    case K::StorageTexture:
      return types_.storage_texture(p->dim, static_cast<TexelFormat>(num_of(a[0])), static_cast<Access>(num_of(a[1])));
    case K::FrexpResult:
      return types_.frexp_result(build(a[0]));
    case K::FrexpResultVec:
      return types_.frexp_result(types_.vec(build(a[1]), num_of(a[0])));
    case K::ModfResult:
      return types_.modf_result(build(a[0]));
    case K::ModfResultVec:
      return types_.modf_result(types_.vec(build(a[1]), num_of(a[0])));
    case K::AtomicCompareExchangeResult:
      return types_.atomic_compare_exchange_result(build(a[0]));
    default:
      return nullptr;
  }
}

namespace {

// ---- Scoring (Tint's penalties: they only order the failure message's candidates) ----

constexpr size_t kExplicitTemplateCountPenalty = 10;
constexpr size_t kParamCountPenalty = 3;
constexpr size_t kParamTypePenalty = 2;
constexpr size_t kTemplateTypePenalty = 1;
constexpr size_t kTemplateNumberPenalty = 1;

size_t diff(size_t a, size_t b) { return a > b ? a - b : b - a; }

using TypeSpan = std::span<const Type* const>;

// Scores overload `o` into `c`, which may hold an earlier candidate: reusing one candidate's
// vectors for every overload of a group keeps the matcher from allocating per overload.
void score_into(Candidate& c, TypeTable& types, const IntrinsicOverload& o, TypeSpan template_args, TypeSpan args,
                bool abstract) {
  c.overload = &o;
  c.score = 0;
  c.templates.types.assign(o.templates.size(), nullptr);
  c.templates.nums.assign(o.templates.size(), Num{});
  c.params.clear();
  Matcher m(types, c.templates, abstract);

  if (o.params.size() != args.size()) c.score += kParamCountPenalty * diff(o.params.size(), args.size());
  if (o.num_explicit != template_args.size()) {
    c.score += kExplicitTemplateCountPenalty * diff(o.num_explicit, template_args.size());
  }
  for (size_t i = 0; i < std::min<size_t>(o.num_explicit, template_args.size()); i++) {
    const TemplateDecl& t = o.templates[i];
    const Type* ty = template_args[i];
    if (t.is_number) {
      c.score += kTemplateTypePenalty;
      continue;
    }
    if (t.constraint != nullptr) {
      ty = m.match(t.constraint, ty);
      if (ty == nullptr) {
        c.score += kTemplateTypePenalty;
        continue;
      }
    }
    c.templates.types[i] = ty;
  }
  size_t n = std::min(o.params.size(), args.size());
  for (size_t p = 0; p < n; p++) {
    if (m.match(o.params[p].type, args[p]) == nullptr) c.score += kParamTypePenalty;
  }
  // Inferred templates must satisfy their constraints; a type takes the constraint's first
  // (highest precedence) type that it converts to.
  for (size_t i = o.num_explicit; i < o.templates.size(); i++) {
    const TemplateDecl& t = o.templates[i];
    if (t.constraint == nullptr) continue;
    if (t.is_number) {
      Num num = c.templates.nums[i];
      if (!num.valid() || !m.match_num(t.constraint, num).valid()) {
        c.templates.nums[i] = Num::invalid();
        c.score += kTemplateNumberPenalty;
      }
      continue;
    }
    if (const Type* bound = c.templates.types[i]) {
      if (const Type* ty = m.match(t.constraint, bound)) {
        c.templates.types[i] = ty;
        continue;
      }
    }
    c.templates.types[i] = invalid_type();
    c.score += kTemplateTypePenalty;
  }
  for (size_t p = 0; p < n; p++) c.params.push_back(m.match(o.params[p].type, args[p]));
}

Candidate score(TypeTable& types, const IntrinsicOverload& o, TypeSpan template_args, TypeSpan args, bool abstract) {
  Candidate c;
  score_into(c, types, o, template_args, args, abstract);
  return c;
}

// Several overloads match: the one whose every parameter ranks at least as well as the others'
// wins (spec "Overload Resolution"). Returns null when no single best exists.
Candidate* resolve_best(std::vector<Candidate>& candidates, TypeSpan args) {
  std::vector<int> best_ranks(args.size(), kNoConversion + 1);
  Candidate* best = nullptr;
  size_t num_matched = 0;
  for (auto& c : candidates) {
    if (c.score > 0) continue;
    bool some_won = false, some_lost = false;
    for (size_t i = 0; i < args.size(); i++) {
      int rank = conversion_rank(args[i], c.params[i]);
      if (best_ranks[i] > rank) {
        best_ranks[i] = rank;
        some_won = true;
      } else if (best_ranks[i] < rank) {
        some_lost = true;
      }
    }
    if (some_won) {
      num_matched++;
      if (!some_lost) {
        if (best) {
          best->score = 1;
          num_matched--;
        }
        best = &c;
      }
    } else {
      c.score = 1;
    }
  }
  return num_matched > 1 ? nullptr : best;
}

MatchResult fail(std::string message, int at_argument = -1) {
  MatchResult r;
  r.error = std::move(message);
  r.error_argument = at_argument;
  return r;
}

// The failure of a call that matched no overload: every overload scored again, best first.
MatchResult no_match(TypeTable& types, const Group& group, CallKind kind, std::string_view display_name,
                     TypeSpan template_args, TypeSpan args, bool abstract) {
  std::vector<Candidate> candidates;
  candidates.reserve(group.overloads.size());
  for (const auto& o : group.overloads) candidates.push_back(score(types, o, template_args, args, abstract));
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) { return a.score < b.score; });
  return fail(no_match_message(types, kind, display_name, std::vector<const Type*>(template_args.begin(), template_args.end()),
                               std::vector<const Type*>(args.begin(), args.end()), candidates));
}

MatchResult resolve(TypeTable& types, const Group& group, CallKind kind, std::string_view display_name,
                    TypeSpan template_args, TypeSpan args, ArgStage stage, const IntrinsicInfo* info) {
  bool abstract = stage == ArgStage::Constant;
  // Only the overloads that match are kept (in table order, which resolve_best relies on).
  std::vector<Candidate> matched;
  Candidate scratch;
  for (const auto& o : group.overloads) {
    score_into(scratch, types, o, template_args, args, abstract);
    if (scratch.score == 0) matched.push_back(scratch);
  }
  if (matched.empty()) return no_match(types, group, kind, display_name, template_args, args, abstract);
  Candidate* match = nullptr;
  if (matched.size() == 1) {
    match = &matched[0];
  } else {
    match = resolve_best(matched, args);
    if (match == nullptr) {
      // Cannot happen with the spec's overload sets; report rather than guess.
      std::string sig(display_name);
      return fail("ambiguous overload while attempting to match " + sig);
    }
  }
  const IntrinsicOverload& o = *match->overload;
  MatchResult r;
  r.ok = true;
  Matcher m(types, match->templates, abstract);
  r.result = o.result ? m.build(o.result) : types.void_type();
  r.parameters = std::move(match->params);
  r.info = info;
  r.is_const = (o.flags & kConst) != 0;
  r.stages = 0;
  if (o.flags & kVertex) r.stages |= static_cast<uint8_t>(StageMask::Vertex);
  if (o.flags & kFragment) r.stages |= static_cast<uint8_t>(StageMask::Fragment);
  if (o.flags & kCompute) r.stages |= static_cast<uint8_t>(StageMask::Compute);
  r.overload = &o;
  r.parameter_names.reserve(o.params.size());
  r.const_parameters.reserve(o.params.size());
  for (const auto& p : o.params) {
    r.parameter_names.push_back(p.name);
    r.const_parameters.push_back(p.is_const);
  }
  return r;
}

std::string_view binary_spelling(ast::BinaryOp op) {
  using B = ast::BinaryOp;
  switch (op) {
    case B::Add:
      return "+";
    case B::Sub:
      return "-";
    case B::Mul:
      return "*";
    case B::Div:
      return "/";
    case B::Mod:
      return "%";
    case B::And:
      return "&";
    case B::Or:
      return "|";
    case B::Xor:
      return "^";
    case B::ShiftLeft:
      return "<<";
    case B::ShiftRight:
      return ">>";
    case B::LogicalAnd:
      return "&&";
    case B::LogicalOr:
      return "||";
    case B::Equal:
      return "==";
    case B::NotEqual:
      return "!=";
    case B::Less:
      return "<";
    case B::LessEqual:
      return "<=";
    case B::Greater:
      return ">";
    case B::GreaterEqual:
      return ">=";
  }
  return "";
}

std::string_view unary_spelling(ast::UnaryOp op) {
  switch (op) {
    case ast::UnaryOp::Negate:
      return "-";
    case ast::UnaryOp::Not:
      return "!";
    case ast::UnaryOp::Complement:
      return "~";
    case ast::UnaryOp::Deref:
      return "*";
    case ast::UnaryOp::AddressOf:
      return "&";
  }
  return "";
}

// ---- Arrays and structures: not in the table (any element or member type), checked as Tint's
// resolver does: abstract arguments materialize to the element/member type first. ----

constexpr size_t kMaxArrayConstructorElements = 32767;

// Tint's "cannot convert value of type 'abstract-int' to type 'bool'" when an abstract argument
// cannot become `to`; empty when it can, or needs not.
std::string materialize_error(const Type* from, const Type* to) {
  if (!is_abstract(from) || is_abstract(to)) return {};
  if (conversion_rank(from, to) != kNoConversion) return {};
  return "cannot convert value of type '" + type_name(from) + "' to type '" + type_name(to) + "'";
}

MatchResult match_array(const Type* array, const std::vector<const Type*>& args) {
  const Type* elem = array->elem;
  if (args.size() > kMaxArrayConstructorElements) {
    return fail(
        "array constructor has excessive number of elements (>" + std::to_string(kMaxArrayConstructorElements) + ")",
        kErrorAtCallTarget);
  }
  for (size_t i = 0; i < args.size(); i++) {
    std::string e = materialize_error(args[i], elem);
    if (!e.empty()) return fail(e, static_cast<int>(i));
  }
  for (size_t i = 0; i < args.size(); i++) {
    if (conversion_rank(args[i], elem) == kNoConversion) {
      return fail("'" + type_name(args[i]) + "' cannot be used to construct an array of '" + type_name(elem) + "'",
                  static_cast<int>(i));
    }
  }
  if (array->override_count != nullptr) return fail("cannot construct an array that has an override-expression count");
  if (array->count == 0) return fail("cannot construct a runtime-sized array");
  if (!is_constructible(elem)) return fail("array constructor has non-constructible element type");
  if (!args.empty() && args.size() != array->count) {
    return fail(std::string("array constructor has too ") + (args.size() < array->count ? "few" : "many") +
                " elements: expected " + std::to_string(array->count) + ", found " + std::to_string(args.size()));
  }
  MatchResult r;
  r.ok = true;
  r.result = array;
  r.parameters.assign(args.size(), elem);
  r.is_const = true;
  return r;
}

MatchResult match_struct(const Type* st, const std::vector<const Type*>& args) {
  const auto& members = st->structure->members;
  for (size_t i = 0; i < std::min(args.size(), members.size()); i++) {
    std::string e = materialize_error(args[i], members[i].type);
    if (!e.empty()) return fail(e, static_cast<int>(i));
  }
  if (!is_constructible(st)) return fail("structure constructor has non-constructible type");
  if (!args.empty()) {
    if (args.size() != members.size()) {
      return fail(std::string("structure constructor has too ") + (args.size() < members.size() ? "few" : "many") +
                  " inputs: expected " + std::to_string(members.size()) + ", found " + std::to_string(args.size()));
    }
    for (size_t i = 0; i < args.size(); i++) {
      const Type* want = members[i].type;
      // Abstract arguments have materialized to the member type above.
      if (args[i] != want && !(is_abstract(args[i]) && conversion_rank(args[i], want) != kNoConversion)) {
        return fail("type in structure constructor does not match struct member type: expected '" + type_name(want) +
                        "', found '" + type_name(args[i]) + "'",
                    static_cast<int>(i));
      }
    }
  }
  MatchResult r;
  r.ok = true;
  r.result = st;
  for (const auto& m : members) r.parameters.push_back(m.type);
  r.parameters.resize(args.size());
  r.is_const = true;
  return r;
}

// `array(...)`: the element type is the arguments' common type (kept abstract when they are).
MatchResult match_inferred_array(TypeTable& types, const std::vector<const Type*>& args) {
  const Type* elem = args.empty() ? nullptr : args[0];
  for (size_t i = 1; i < args.size() && elem != nullptr; i++) elem = common_type(elem, args[i]);
  if (elem == nullptr) {
    MatchResult r = fail("cannot infer common array element type from constructor arguments");
    std::set<const Type*> seen;
    for (size_t i = 0; i < args.size(); i++) {
      if (seen.insert(args[i]).second) {
        r.notes.emplace_back(static_cast<int>(i),
                             "argument " + std::to_string(i) + " is of type '" + type_name(args[i]) + "'");
      }
    }
    return r;
  }
  return match_array(types.array(elem, static_cast<uint32_t>(args.size())), args);
}

}  // namespace
}  // namespace wgx::sema::intrinsic

namespace wgx::sema {

using intrinsic::CallKind;
using intrinsic::find_group;
using intrinsic::TableKind;

MatchResult match_builtin(TypeTable& types, std::string_view name, const std::vector<const Type*>& template_args,
                          const std::vector<const Type*>& args, ArgStage stage) {
  const intrinsic::Group* g = find_group(TableKind::Builtin, name);
  if (g == nullptr) return intrinsic::fail("unresolved call target '" + std::string(name) + "'");
  return intrinsic::resolve(types, *g, CallKind::Function, name, template_args, args, stage, &g->info);
}

MatchResult match_builtin(TypeTable& types, std::string_view name, const std::vector<const Type*>& template_args,
                          const std::vector<const Type*>& args) {
  return match_builtin(types, name, template_args, args, ArgStage::Constant);
}

namespace {

// An operator's overload group and the names its failure messages use ("operator + ",
// "operator += "), looked up once per operator instead of once per expression.
struct OperatorEntry {
  const intrinsic::Group* group = nullptr;
  std::string name;           // "operator + "
  std::string compound_name;  // "operator += "
};

OperatorEntry operator_entry(TableKind table, std::string_view spelling) {
  return {find_group(table, spelling), "operator " + std::string(spelling) + " ",
          "operator " + std::string(spelling) + "= "};
}

const OperatorEntry& binary_operator(ast::BinaryOp op) {
  static const std::vector<OperatorEntry> table = [] {
    std::vector<OperatorEntry> t;
    for (int i = 0; i <= static_cast<int>(ast::BinaryOp::GreaterEqual); ++i)
      t.push_back(operator_entry(TableKind::Binary, intrinsic::binary_spelling(static_cast<ast::BinaryOp>(i))));
    return t;
  }();
  return table[static_cast<size_t>(op)];
}

const OperatorEntry& unary_operator(ast::UnaryOp op) {
  static const std::vector<OperatorEntry> table = [] {
    std::vector<OperatorEntry> t;
    for (int i = 0; i <= static_cast<int>(ast::UnaryOp::AddressOf); ++i)
      t.push_back(operator_entry(TableKind::Unary, intrinsic::unary_spelling(static_cast<ast::UnaryOp>(i))));
    return t;
  }();
  return table[static_cast<size_t>(op)];
}

}  // namespace

MatchResult match_binary(TypeTable& types, ast::BinaryOp op, const Type* lhs, const Type* rhs, ArgStage stage,
                         bool compound) {
  const OperatorEntry& entry = binary_operator(op);
  const Type* args[] = {lhs, rhs};
  return intrinsic::resolve(types, *entry.group, CallKind::Operator, compound ? entry.compound_name : entry.name, {},
                            args, stage, nullptr);
}

MatchResult match_binary(TypeTable& types, ast::BinaryOp op, const Type* lhs, const Type* rhs) {
  return match_binary(types, op, lhs, rhs, ArgStage::Constant);
}

MatchResult match_unary(TypeTable& types, ast::UnaryOp op, const Type* operand, ArgStage stage) {
  if (op == ast::UnaryOp::Deref && operand->kind != TypeKind::Pointer) {
    return intrinsic::fail("cannot dereference expression of type '" + type_name(operand) + "'");
  }
  if (op == ast::UnaryOp::AddressOf && operand->kind != TypeKind::Reference) {
    return intrinsic::fail("cannot take the address of a value of type '" + type_name(operand) + "'");
  }
  const OperatorEntry& entry = unary_operator(op);
  const Type* args[] = {operand};
  return intrinsic::resolve(types, *entry.group, CallKind::Operator, entry.name, {}, args, stage, nullptr);
}

MatchResult match_unary(TypeTable& types, ast::UnaryOp op, const Type* operand) {
  return match_unary(types, op, operand, ArgStage::Constant);
}

MatchResult match_constructor(TypeTable& types, const Type* target, std::string_view generic,
                              const std::vector<const Type*>& args, ArgStage stage) {
  std::string name;
  std::vector<const Type*> template_args;
  if (target == nullptr) {
    if (generic == "array") return intrinsic::match_inferred_array(types, args);
    name = generic;
  } else {
    switch (target->kind) {
      case TypeKind::Bool:
      case TypeKind::I32:
      case TypeKind::U32:
      case TypeKind::F32:
      case TypeKind::F16:
        name = type_name(target);
        break;
      case TypeKind::Vector:
        name = "vec" + std::to_string(target->width);
        template_args.push_back(target->elem);
        break;
      case TypeKind::Matrix:
        name = "mat" + std::to_string(target->width) + "x" + std::to_string(target->rows);
        template_args.push_back(target->elem);
        break;
      case TypeKind::Array:
        return intrinsic::match_array(target, args);
      case TypeKind::Struct:
        return intrinsic::match_struct(target, args);
      default:
        return intrinsic::fail("type is not constructible");
    }
  }
  const intrinsic::Group* g = find_group(TableKind::Constructor, name);
  if (g == nullptr) return intrinsic::fail("type is not constructible");
  return intrinsic::resolve(types, *g, CallKind::Constructor, name, template_args, args, stage, nullptr);
}

MatchResult match_constructor(TypeTable& types, const Type* target, std::string_view generic,
                              const std::vector<const Type*>& args) {
  return match_constructor(types, target, generic, args, ArgStage::Constant);
}

}  // namespace wgx::sema
