// Type specifiers to types: predeclared types and aliases, the type generators (vecN<T>,
// matCxR<T>, array<T, N>, atomic<T>, ptr<AS, T, A>, textures), user structs and aliases.
#include <algorithm>

#include "sema/predeclared.h"
#include "sema/resolver_impl.h"
#include "sema/validate_var.h"

namespace wgx::sema {
namespace {

using namespace ast;  // NOLINT

uint32_t round_up(uint32_t align, uint32_t value) { return align == 0 ? value : (value + align - 1) / align * align; }

// Where an entity was declared, as Tint points at it: a module-scope declaration's start, a
// local's or parameter's name.

}  // namespace

bool Resolver::reported_extension_type(const Ident& name) {
  if (name.name != "u8" && name.name != "i8") return false;
  // Tint knows these 8-bit types from an experimental extension browsers do not offer.
  error(name.span, ResolveId::TypeExtension,
        "'" + std::string(name.name) + "' type used without 'chromium_experimental_subgroup_matrix' extension enabled");
  return true;
}

const Type* Resolver::resolve_type(const IdentExpr* t) {
  if (!t) return nullptr;
  std::string name(t->ident.name);
  const Entity* e = lookup(t->ident.name);
  if (!e && reported_extension_type(t->ident)) return nullptr;
  if (!e) {
    error(t->ident.span, ResolveId::UnresolvedType, "unresolved type '" + name + "'");
    return nullptr;
  }
  info_->set_entity(t, e);
  switch (e->kind) {
    case EntityKind::Struct:
    case EntityKind::Alias:
      if (e->type && !validate_type(validator_, t, e->type)) return nullptr;
      return e->type;
    case EntityKind::BuiltinType: {
      const Type* r = predeclared_type(types_, t->ident.name);
      if (!r) r = resolve_type_generator(t);
      if (r && !validate_type(validator_, t, r)) return nullptr;
      return r;
    }
    default: {
      if (!check_untemplated(t, e)) return nullptr;
      // A module-scope `var` named at module scope fails as a reference before its use is judged.
      if (e->kind == EntityKind::Var && e->module_scope && !function_) {
        value_expr(t);
        return nullptr;
      }
      error(t->ident.span, ResolveId::NotAType, "cannot use " + quoted(e) + " as type");
      note_declared(e);
      return nullptr;
    }
  }
}

// A template argument that must name a type or an enumerant but is an expression such as
// `abstract-int`, `1` or `rgba8unorm-srgb`: its operands are resolved as values (which reports
// an unknown name or a type or enumerant used as a value, as Tint does), and a value that does
// resolve is named by its type: "cannot use value of type 'abstract-int' as type".
void Resolver::report_value_as_template_arg(const Expr* arg, const char* what) {
  const Type* t = value_expr(arg);
  if (!t) return;
  error(arg->span, ResolveId::ValueAsTemplateArg,
        "cannot use value of type '" + type_name(t) + "' as " + std::string(what));
}

// Two override-sized arrays are the same type when their counts name the same override (WGSL
// "Array types"): such counts share the first expression that named it, the key of the type.
const Expr* Resolver::override_count_key(const Expr* count) {
  if (count->kind != ExprKind::Ident) return count;
  const Entity* e = info_->entity(static_cast<const IdentExpr*>(count));
  if (!e || e->kind != EntityKind::Override) return count;
  return override_counts_.emplace(e, count).first->second;
}

const Type* Resolver::resolve_type_generator(const IdentExpr* t) {
  std::string_view name = t->ident.name;
  const auto& args = t->template_args;
  if (name == "buffer") return nullptr;  // buffer_view is not modelled yet (see predeclared.cpp)
  if (args.empty()) {
    error({t->ident.span.end(), 0}, ResolveId::ExpectedTemplate, "expected '<' for '" + std::string(name) + "'");
    return nullptr;
  }
  if (!validate_template_args(validator_, t)) return nullptr;
  auto type_arg = [&](size_t i) -> const Type* {
    if (i >= args.size()) return nullptr;
    if (args[i]->kind != ExprKind::Ident) {
      report_value_as_template_arg(args[i], "type");
      return nullptr;
    }
    return resolve_type(static_cast<const IdentExpr*>(args[i]));
  };
  // An enumerant argument: the enumerant's name, or false after reporting an expression, a name
  // that is something else (a declaration, another kind of enumerant) or an unknown name.
  auto enum_arg = [&](size_t i, const char* what, EnumerantKind kind, auto from_name, auto* out) -> bool {
    if (i >= args.size()) return false;
    if (args[i]->kind != ExprKind::Ident) {
      report_value_as_template_arg(args[i], what);
      return false;
    }
    auto* id = static_cast<const IdentExpr*>(args[i]);
    if (!check_enumerant(id, kind)) return false;
    if (const Entity* e = lookup(id->ident.name)) info_->set_entity(id, e);
    if (from_name(id->ident.name, out)) return true;
    report_unresolved_enumerant(validator_, id, kind);
    return false;
  };

  if (name.size() == 4 && name.substr(0, 3) == "vec") {
    const Type* elem = type_arg(0);
    if (!elem) return nullptr;
    return types_.vec(elem, static_cast<uint32_t>(name[3] - '0'));
  }
  if (name.size() == 6 && name.substr(0, 3) == "mat") {
    const Type* elem = type_arg(0);
    if (!elem) return nullptr;
    return types_.mat(elem, static_cast<uint32_t>(name[3] - '0'), static_cast<uint32_t>(name[5] - '0'));
  }
  if (name == "atomic") {
    const Type* elem = type_arg(0);
    if (!elem) return nullptr;
    return types_.atomic(elem);
  }
  if (name == "array") {
    // The element type's own rules are checked by validate_type, after the count (as Tint).
    const Type* elem = type_arg(0);
    if (!elem) return nullptr;
    if (args.size() == 1) return types_.runtime_array(elem);
    if (!value_expr(args[1])) return nullptr;
    switch (classify_array_count(validator_, args[1])) {
      case ArrayCountKind::Error:
        return nullptr;
      case ArrayCountKind::Override:
        return types_.override_array(elem, override_count_key(args[1]));
      case ArrayCountKind::Const:
        break;
    }
    std::optional<ConstValue> n = evaluate(args[1]);
    if (!n || n->kind != ConstValue::Kind::Int) return nullptr;
    if (n->i <= 0) {
      error(args[1]->span, ResolveId::ArrayCount, "array count (" + std::to_string(n->i) + ") must be greater than 0");
      return nullptr;
    }
    return types_.array(elem, static_cast<uint32_t>(n->i));
  }
  if (name == "ptr") {
    // Tint resolves the store type before it judges the address space, except that an unknown
    // name fails where it is resolved, and a plain name of a store type is resolved after the
    // address space (template arguments in its expression order: templated ones first, then the
    // plain names left to right).
    bool plain_store = args.size() > 1 && is_leaf(args[1]);
    if (plain_store && args[0]->kind == ExprKind::Ident && !lookup(static_cast<const IdentExpr*>(args[0])->ident.name)) {
      report_unresolved_enumerant(validator_, args[0], EnumerantKind::AddressSpace);
      return nullptr;
    }
    const Type* elem = type_arg(1);
    if (!elem) return nullptr;
    AddressSpace as;
    if (!enum_arg(0, "address space", EnumerantKind::AddressSpace, address_space_from_name, &as)) return nullptr;
    Access access = as == AddressSpace::Storage ? Access::Read : Access::ReadWrite;
    if (as == AddressSpace::Uniform) access = Access::Read;
    if (args.size() > 2 && !enum_arg(2, "access", EnumerantKind::Access, access_from_name, &access)) return nullptr;
    return types_.pointer(as, elem, access);
  }
  static constexpr std::pair<std::string_view, TextureDim> kSampled[] = {
      {"texture_1d", TextureDim::D1},   {"texture_2d", TextureDim::D2},     {"texture_2d_array", TextureDim::D2Array},
      {"texture_3d", TextureDim::D3},   {"texture_cube", TextureDim::Cube}, {"texture_cube_array", TextureDim::CubeArray}};
  for (auto [n, dim] : kSampled) {
    if (n != name) continue;
    const Type* elem = type_arg(0);
    if (!elem) return nullptr;
    return types_.texture(TextureKind::Sampled, dim, elem);
  }
  if (name == "texture_multisampled_2d") {
    const Type* elem = type_arg(0);
    if (!elem) return nullptr;
    return types_.texture(TextureKind::Multisampled, TextureDim::D2, elem);
  }
  static constexpr std::pair<std::string_view, TextureDim> kStorage[] = {
      {"texture_storage_1d", TextureDim::D1},
      {"texture_storage_2d", TextureDim::D2},
      {"texture_storage_2d_array", TextureDim::D2Array},
      {"texture_storage_3d", TextureDim::D3}};
  for (auto [n, dim] : kStorage) {
    if (n != name) continue;
    TexelFormat format;
    Access access;
    if (!enum_arg(0, "texel format", EnumerantKind::TexelFormat, texel_format_from_name, &format)) return nullptr;
    if (!enum_arg(1, "access", EnumerantKind::Access, access_from_name, &access)) return nullptr;
    return types_.storage_texture(dim, format, access);
  }
  return nullptr;  // binding_array and the like: not supported yet, and not reported either
}

const Type* Resolver::resolve_struct(const StructDecl* s) {
  auto info = std::make_unique<StructInfo>();
  info->name = s->name.name;
  info->decl = s;
  if (s->members.empty()) {
    error(s->name.span, ResolveId::EmptyStruct, "structures must have at least one member");
    return nullptr;
  }
  std::unordered_map<std::string_view, const StructMember*> seen;
  uint32_t offset = 0;
  uint32_t struct_align = 1;
  bool complete = true;
  for (const StructMember* m : s->members) {
    auto [it, fresh] = seen.emplace(m->name.name, m);
    if (!fresh) {
      std::string n(m->name.name);
      error(m->name.span, ResolveId::MemberRedefinition, "redefinition of '" + n + "'");
      note(it->second->name.span, ResolveId::PreviousDeclaration, "previous definition is here");
      complete = false;
      continue;
    }
    const Type* t = resolve_type(m->type);
    if (!t) {
      complete = false;
      continue;
    }
    StructMemberInfo mi;
    mi.name = m->name.name;
    mi.type = t;
    mi.index = static_cast<uint32_t>(info->members.size());
    mi.decl = m;
    mi.align = align_of(t);
    mi.size = size_of(t);
    for (const Attribute* a : m->attrs) {
      // Builtin and interpolation names are enumerants, not values.
      if (a->args.empty() || a->kind == AttrKind::Builtin || a->kind == AttrKind::Interpolate) continue;
      if (!value_expr(a->args[0])) continue;
      std::optional<ConstValue> v = evaluate(a->args[0]);
      if (!v || v->kind != ConstValue::Kind::Int || v->i <= 0) continue;
      if (a->kind == AttrKind::Align) mi.align = static_cast<uint32_t>(v->i);
      if (a->kind == AttrKind::Size) mi.size = static_cast<uint32_t>(v->i);
    }
    mi.offset = round_up(mi.align, offset);
    offset = mi.offset + mi.size;
    struct_align = std::max(struct_align, mi.align);
    info->members.push_back(mi);
  }
  if (!complete) return nullptr;
  info->align = struct_align;
  info->size = round_up(struct_align, offset);
  return types_.make_struct(std::move(info));
}

}  // namespace wgx::sema
