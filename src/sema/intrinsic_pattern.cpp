// Compiles the intrinsic table's signature strings (see intrinsic_def.h) into Pattern trees, once,
// and indexes the compiled groups by name.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <map>
#include <mutex>

#include "sema/intrinsic_def.h"

namespace wgx::sema::intrinsic {
namespace {

// ---- Named constraint sets (Tint's `match` declarations), members in written order ----

constexpr Prim AI = Prim::AInt, AF = Prim::AFloat, I = Prim::I32, U = Prim::U32, F = Prim::F32, H = Prim::F16,
               B = Prim::Bool;

const std::vector<PrimSet>& prim_sets() {
  static const std::vector<PrimSet> sets = {
      {"scalar", {AI, AF, F, H, I, U, B}},
      {"concrete_scalar", {F, H, I, U, B}},
      {"scalar_no_f32", {AI, AF, I, H, U, B}},
      {"scalar_no_f16", {AI, AF, F, I, U, B}},
      {"scalar_no_i32", {AI, AF, F, H, U, B}},
      {"scalar_no_u32", {AI, AF, F, H, I, B}},
      {"scalar_no_bool", {AI, AF, F, H, I, U}},
      {"fia_fiu32_f16", {AF, AI, F, I, U, H}},
      {"fia_fi32_f16", {AF, AI, F, I, H}},
      {"fia_fiu32", {AF, AI, F, I, U}},
      {"fa_f32", {AF, F}},
      {"fa_f32_f16", {AF, F, H}},
      {"ia_iu32", {AI, I, U}},
      {"ia_i32", {AI, I}},
      {"fiu32_f16", {F, I, U, H}},
      {"fiu32", {F, I, U}},
      {"fi32_f16", {F, I, H}},
      {"fi32", {F, I}},
      {"f32_f16", {F, H}},
      {"iu32", {I, U}},
  };
  return sets;
}

EnumValue fmt(TexelFormat f) { return {static_cast<uint32_t>(f), texel_format_name(f)}; }
EnumValue as(AddressSpace s) { return {static_cast<uint32_t>(s), address_space_name(s)}; }
EnumValue acc(Access a) { return {static_cast<uint32_t>(a), access_name(a)}; }

const std::vector<EnumSet>& enum_sets() {
  using TF = TexelFormat;
  static const std::vector<EnumSet> sets = {
      {"f32_texel_format",
       {fmt(TF::R8Unorm),      fmt(TF::R8Snorm),     fmt(TF::Rg8Unorm),    fmt(TF::Rg8Snorm),    fmt(TF::Bgra8Unorm),
        fmt(TF::Rgba8Unorm),   fmt(TF::Rgba8Snorm),  fmt(TF::R16Unorm),    fmt(TF::R16Snorm),    fmt(TF::Rg16Unorm),
        fmt(TF::Rg16Snorm),    fmt(TF::Rgba16Unorm), fmt(TF::Rgba16Snorm), fmt(TF::R16Float),    fmt(TF::Rg16Float),
        fmt(TF::Rgba16Float),  fmt(TF::R32Float),    fmt(TF::Rg32Float),   fmt(TF::Rgba32Float), fmt(TF::Rgb10a2Unorm),
        fmt(TF::Rg11b10Ufloat)}},
      {"i32_texel_format",
       {fmt(TF::R8Sint), fmt(TF::Rg8Sint), fmt(TF::Rgba8Sint), fmt(TF::R16Sint), fmt(TF::Rg16Sint), fmt(TF::Rgba16Sint),
        fmt(TF::R32Sint), fmt(TF::Rg32Sint), fmt(TF::Rgba32Sint)}},
      {"u32_texel_format",
       {fmt(TF::R8Uint), fmt(TF::Rg8Uint), fmt(TF::R16Uint), fmt(TF::Rg16Uint), fmt(TF::Rgba8Uint), fmt(TF::Rgba16Uint),
        fmt(TF::R32Uint), fmt(TF::Rg32Uint), fmt(TF::Rgba32Uint), fmt(TF::Rgb10a2Uint)}},
      {"read", {acc(Access::Read)}},
      {"write", {acc(Access::Write)}},
      {"read_write", {acc(Access::ReadWrite)}},
      {"readable", {acc(Access::Read), acc(Access::ReadWrite)}},
      {"writable", {acc(Access::Write), acc(Access::ReadWrite)}},
      {"function", {as(AddressSpace::Function)}},
      {"private", {as(AddressSpace::Private)}},
      {"workgroup", {as(AddressSpace::Workgroup)}},
      {"uniform", {as(AddressSpace::Uniform)}},
      {"storage", {as(AddressSpace::Storage)}},
      {"function_private_workgroup",
       {as(AddressSpace::Function), as(AddressSpace::Private), as(AddressSpace::Workgroup)}},
      {"workgroup_or_storage", {as(AddressSpace::Workgroup), as(AddressSpace::Storage)}},
      {"uniform_or_storage", {as(AddressSpace::Uniform), as(AddressSpace::Storage)}},
  };
  return sets;
}

template <typename T>
const T* find_named(const std::vector<T>& v, std::string_view name) {
  for (const auto& e : v) {
    if (e.name == name) return &e;
  }
  return nullptr;
}

struct PrimName {
  std::string_view name;
  Prim prim;
};
constexpr PrimName kPrimNames[] = {{"ia", Prim::AInt}, {"fa", Prim::AFloat}, {"i32", Prim::I32},  {"u32", Prim::U32},
                                   {"f32", Prim::F32}, {"f16", Prim::F16},   {"bool", Prim::Bool}};

// Type constructors: name, kind, number of template arguments, texture kind/dim.
struct TypeCtor {
  std::string_view name;
  Pattern::Kind kind;
  int arity;
  TextureKind texture = TextureKind::Sampled;
  TextureDim dim = TextureDim::D2;
};

using K = Pattern::Kind;
using TK = TextureKind;
using TD = TextureDim;
const TypeCtor kTypeCtors[] = {
    {"vec", K::Vec, 2},
    {"mat", K::Mat, 3},
    {"runtime_array", K::RuntimeArray, 1},
    {"atomic", K::Atomic, 1},
    {"ptr", K::Ptr, 3},
    {"ref", K::Ref, 3},
    {"sampler", K::Sampler, 0},
    {"sampler_comparison", K::SamplerComparison, 0},
    {"texture_1d", K::Texture, 1, TK::Sampled, TD::D1},
    {"texture_2d", K::Texture, 1, TK::Sampled, TD::D2},
    {"texture_2d_array", K::Texture, 1, TK::Sampled, TD::D2Array},
    {"texture_3d", K::Texture, 1, TK::Sampled, TD::D3},
    {"texture_cube", K::Texture, 1, TK::Sampled, TD::Cube},
    {"texture_cube_array", K::Texture, 1, TK::Sampled, TD::CubeArray},
    {"texture_multisampled_2d", K::Texture, 1, TK::Multisampled, TD::D2},
    {"texture_multisampled_2d_array", K::Texture, 1, TK::Multisampled, TD::D2Array},
    {"texture_depth_2d", K::Texture, 0, TK::Depth, TD::D2},
    {"texture_depth_2d_array", K::Texture, 0, TK::Depth, TD::D2Array},
    {"texture_depth_cube", K::Texture, 0, TK::Depth, TD::Cube},
    {"texture_depth_cube_array", K::Texture, 0, TK::Depth, TD::CubeArray},
    {"texture_depth_multisampled_2d", K::Texture, 0, TK::DepthMultisampled, TD::D2},
    {"texture_external", K::Texture, 0, TK::External, TD::D2},
    {"texture_storage_1d", K::StorageTexture, 2, TK::Storage, TD::D1},
    {"texture_storage_2d", K::StorageTexture, 2, TK::Storage, TD::D2},
    {"texture_storage_2d_array", K::StorageTexture, 2, TK::Storage, TD::D2Array},
    {"texture_storage_3d", K::StorageTexture, 2, TK::Storage, TD::D3},
    {"texel_buffer", K::TexelBuffer, 2},
    {"__frexp_result", K::FrexpResult, 1},
    {"__frexp_result_vec", K::FrexpResultVec, 2},
    {"__modf_result", K::ModfResult, 1},
    {"__modf_result_vec", K::ModfResultVec, 2},
    {"__atomic_compare_exchange_result", K::AtomicCompareExchangeResult, 1},
};

// Patterns live as long as the program.
std::deque<Pattern>& pattern_store() {
  static std::deque<Pattern> store;
  return store;
}

const Pattern* make(Pattern p) { return &pattern_store().emplace_back(std::move(p)); }

[[noreturn]] void fail(std::string_view sig, const std::string& why) {
  std::fprintf(stderr, "intrinsic table: %s in signature '%.*s'\n", why.c_str(), static_cast<int>(sig.size()),
               sig.data());
  std::abort();
}

// The intrinsic table and the builtin list (builtin_fns.def) name the same builtins, and agree
// on which have a const-eval kernel: a table that does not is a build mistake, caught by the
// first program or test that asks for a builtin.
[[noreturn]] void list_mismatch(std::string_view name, const char* why) {
  std::fprintf(stderr, "intrinsic table: builtin '%.*s' %s\n", static_cast<int>(name.size()), name.data(), why);
  std::abort();
}

BuiltinId list_entry(const IntrinsicInfo& info) {
  std::optional<BuiltinId> id = find_builtin(info.name);
  if (!id) list_mismatch(info.name, "is not in builtin_fns.def");
  if (builtin_def(*id).has(kConstEval) != info.is_const)
    list_mismatch(info.name, "is @const in one of the intrinsic table and builtin_fns.def only");
  return *id;
}

class SignatureParser {
 public:
  SignatureParser(std::string_view sig, uint16_t flags) : sig_(sig) { out_.flags = flags; }

  IntrinsicOverload parse() {
    annotations();
    std::vector<std::pair<std::string, std::string_view>> explicit_list, implicit_list;
    if (peek("<")) explicit_list = template_list("<", ">");
    if (peek("[")) implicit_list = template_list("[", "]");
    // Names first: constraints may name later templates (bitcast<T: vec<N, fiu32>>[N: num]).
    for (auto& [name, _] : explicit_list) out_.templates.push_back({name, false, nullptr});
    for (auto& [name, _] : implicit_list) out_.templates.push_back({name, false, nullptr});
    out_.num_explicit = static_cast<uint8_t>(explicit_list.size());
    size_t i = 0;
    for (auto* list : {&explicit_list, &implicit_list}) {
      for (auto& [name, constraint] : *list) out_.templates[i++].is_number = names_number(constraint);
    }
    i = 0;
    for (auto* list : {&explicit_list, &implicit_list}) {
      for (auto& [name, constraint] : *list) constrain(out_.templates[i++], constraint);
    }
    expect("(");
    if (!peek(")")) {
      do out_.params.push_back(param());
      while (accept(","));
    }
    expect(")");
    if (accept("->")) out_.result = pattern();
    skip_space();
    if (pos_ != sig_.size()) fail(sig_, "trailing text");
    if ((out_.flags & kAllStages) == 0) out_.flags |= kAllStages;
    return std::move(out_);
  }

 private:
  void skip_space() {
    while (pos_ < sig_.size() && std::isspace(static_cast<unsigned char>(sig_[pos_]))) pos_++;
  }
  bool peek(std::string_view s) {
    skip_space();
    return sig_.substr(pos_, s.size()) == s;
  }
  bool accept(std::string_view s) {
    if (!peek(s)) return false;
    pos_ += s.size();
    return true;
  }
  void expect(std::string_view s) {
    if (!accept(s)) fail(sig_, "expected '" + std::string(s) + "' at " + std::to_string(pos_));
  }
  std::string_view ident() {
    skip_space();
    size_t start = pos_;
    while (pos_ < sig_.size() && (std::isalnum(static_cast<unsigned char>(sig_[pos_])) || sig_[pos_] == '_')) pos_++;
    if (start == pos_) fail(sig_, "expected a name at " + std::to_string(pos_));
    return sig_.substr(start, pos_ - start);
  }

  void annotations() {
    while (accept("@")) {
      std::string_view a = ident();
      if (a == "must_use") {
        out_.flags |= kMustUse;
      } else if (a == "const") {
        out_.flags |= kConst;
      } else if (a == "conv") {
        out_.flags |= kConversion;
      } else if (a == "stage") {
        out_.flags &= static_cast<uint16_t>(~kAllStages);
        expect("(");
        do {
          std::string_view s = ident();
          out_.flags |= s == "vertex" ? kVertex : s == "fragment" ? kFragment : s == "compute" ? kCompute : 0;
        } while (accept(","));
        expect(")");
      } else {
        fail(sig_, "unknown annotation @" + std::string(a));
      }
    }
  }

  // `name` or `name: constraint`, the constraint kept as text until all names are known.
  std::vector<std::pair<std::string, std::string_view>> template_list(std::string_view open, std::string_view close) {
    std::vector<std::pair<std::string, std::string_view>> list;
    expect(open);
    do {
      std::string name(ident());
      std::string_view constraint;
      if (accept(":")) {
        skip_space();
        size_t start = pos_;
        int depth = 0;
        while (pos_ < sig_.size()) {
          char c = sig_[pos_];
          if (c == '<') depth++;
          if (c == '>' && depth > 0) {
            depth--;
          } else if (depth == 0 && (c == ',' || sig_.substr(pos_, close.size()) == close)) {
            break;
          }
          pos_++;
        }
        constraint = sig_.substr(start, pos_ - start);
      }
      list.emplace_back(std::move(name), constraint);
    } while (accept(","));
    expect(close);
    return list;
  }

  static std::string_view trim(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
  }

  // Whether a template with this constraint is a number or enumerant.
  static bool names_number(std::string_view text) {
    text = trim(text);
    return text == "num" || text == "access" || text == "address_space" || text == "texel_format" ||
           find_named(enum_sets(), text) != nullptr;
  }

  void constrain(TemplateDecl& t, std::string_view text) {
    text = trim(text);
    if (text.empty()) return;
    if (text == "num" || text == "access" || text == "address_space" || text == "texel_format") return;
    SignatureParser sub(text, 0);
    sub.out_.templates = out_.templates;
    t.constraint = sub.pattern();
    sub.skip_space();
    if (sub.pos_ != text.size()) fail(sig_, "bad constraint '" + std::string(text) + "'");
    t.is_number = t.constraint->kind == K::EnumSet;
  }

  ParamDecl param() {
    ParamDecl p;
    if (accept("@")) {
      if (ident() != "const") fail(sig_, "unknown parameter annotation");
      p.is_const = true;
    }
    skip_space();
    size_t save = pos_;
    std::string_view name = ident();
    if (accept(":")) {
      p.name = name;
    } else {
      pos_ = save;
    }
    p.type = pattern();
    return p;
  }

  const Pattern* pattern() {
    std::string_view name = ident();
    std::vector<const Pattern*> args;
    if (accept("<")) {
      do args.push_back(pattern());
      while (accept(","));
      expect(">");
    }
    return resolve(name, std::move(args));
  }

  const Pattern* resolve(std::string_view name, std::vector<const Pattern*> args) {
    auto no_args = [&] {
      if (!args.empty()) fail(sig_, std::string(name) + " takes no template arguments");
    };
    for (size_t i = 0; i < out_.templates.size(); i++) {
      if (out_.templates[i].name == name) {
        no_args();
        Pattern p;
        p.kind = out_.templates[i].is_number ? K::NumParam : K::TypeParam;
        p.index = static_cast<uint8_t>(i);
        p.text = name;
        return make(std::move(p));
      }
    }
    if (!name.empty() && std::isdigit(static_cast<unsigned char>(name[0]))) {
      Pattern p;
      p.kind = K::NumValue;
      p.value = static_cast<uint32_t>(std::stoul(std::string(name)));
      p.text = name;
      return make(std::move(p));
    }
    for (const auto& pn : kPrimNames) {
      if (pn.name == name) {
        no_args();
        Pattern p;
        p.kind = K::Prim;
        p.prim = pn.prim;
        return make(std::move(p));
      }
    }
    if (const PrimSet* s = find_named(prim_sets(), name)) {
      no_args();
      Pattern p;
      p.kind = K::PrimSet;
      p.prims = s;
      return make(std::move(p));
    }
    if (const EnumSet* s = find_named(enum_sets(), name)) {
      no_args();
      Pattern p;
      p.kind = K::EnumSet;
      p.enums = s;
      return make(std::move(p));
    }
    if (name == "__constructible") {
      no_args();
      Pattern p;
      p.kind = K::Constructible;
      return make(std::move(p));
    }
    // vec2<T>, mat2x3<T>: the generic forms with a fixed size.
    auto number = [&](uint32_t n) {
      Pattern p;
      p.kind = K::NumValue;
      p.value = n;
      p.text = std::to_string(n);
      return make(std::move(p));
    };
    if (name.size() == 4 && name.starts_with("vec") && name[3] >= '2' && name[3] <= '4') {
      args.insert(args.begin(), number(name[3] - '0'));
      name = "vec";
    } else if (name.size() == 6 && name.starts_with("mat") && name[4] == 'x') {
      args.insert(args.begin(), {number(name[3] - '0'), number(name[5] - '0')});
      name = "mat";
    }
    for (const auto& c : kTypeCtors) {
      if (c.name != name) continue;
      if (static_cast<int>(args.size()) != c.arity)
        fail(sig_, "wrong template argument count for " + std::string(name));
      Pattern p;
      p.kind = c.kind;
      p.texture = c.texture;
      p.dim = c.dim;
      p.text = name;
      p.args = std::move(args);
      return make(std::move(p));
    }
    fail(sig_, "unknown name '" + std::string(name) + "'");
  }

  std::string_view sig_;
  size_t pos_ = 0;
  IntrinsicOverload out_;
};

struct Tables {
  std::map<std::string_view, Group> groups[4];
};

const Tables& tables() {
  static const Tables t = [] {
    Tables out;
    for (TableKind kind : {TableKind::Builtin, TableKind::Unary, TableKind::Binary, TableKind::Constructor}) {
      auto& map = out.groups[static_cast<int>(kind)];
      for (const GroupDef& def : group_defs(kind)) {
        Group& g = map[def.name];
        g.name = def.name;
        for (const OverloadDef& od : def.overloads) {
          IntrinsicOverload o = compile_signature(od.signature, def.flags);
          g.overloads.push_back(std::move(o));
        }
        IntrinsicInfo& info = g.info;
        info.name = g.name;
        uint8_t stages = 0;
        for (const auto& o : g.overloads) {
          info.must_use |= (o.flags & kMustUse) != 0;
          info.is_const |= (o.flags & kConst) != 0;
          if (o.flags & kVertex) stages |= static_cast<uint8_t>(StageMask::Vertex);
          if (o.flags & kFragment) stages |= static_cast<uint8_t>(StageMask::Fragment);
          if (o.flags & kCompute) stages |= static_cast<uint8_t>(StageMask::Compute);
        }
        info.stages = stages;
        info.uniformity = def.props.uniformity;
        info.result_non_uniform = def.props.result_non_uniform;
        info.subgroup_uniform_result = def.props.subgroup_uniform_result;
        info.uniform_parameter = def.props.uniform_parameter;
        info.uniform_pointer_argument = def.props.uniform_pointer_argument;
        info.extension = def.props.extension;
        if (kind == TableKind::Builtin) info.id = list_entry(info);
      }
    }
    for (const BuiltinDef& d : kBuiltinDefs)
      if (!out.groups[static_cast<int>(TableKind::Builtin)].contains(d.name))
        list_mismatch(d.name, "is in builtin_fns.def but has no overloads in the intrinsic table");
    return out;
  }();
  return t;
}

}  // namespace

IntrinsicOverload compile_signature(std::string_view signature, uint16_t default_flags) {
  return SignatureParser(signature, default_flags).parse();
}

const Group* find_group(TableKind kind, std::string_view name) {
  const auto& map = tables().groups[static_cast<int>(kind)];
  auto it = map.find(name);
  return it == map.end() ? nullptr : &it->second;
}

}  // namespace wgx::sema::intrinsic

namespace wgx::sema {

const IntrinsicInfo* builtin_info(std::string_view name) {
  const intrinsic::Group* g = intrinsic::find_group(intrinsic::TableKind::Builtin, name);
  return g ? &g->info : nullptr;
}

}  // namespace wgx::sema
