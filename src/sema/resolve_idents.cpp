// What an identifier names, and the messages when it is used in a role it cannot fill: a value,
// a call target, a type, an address space, an access mode or a texel format. Tint resolves every
// identifier to one kind of thing first and then checks the kind against the use, so one table of
// descriptions serves every role ("cannot use function 'g' as address space", "variable 'l' does
// not take template arguments"); wgx follows that model here.
#include "sema/predeclared.h"
#include "sema/resolver_impl.h"
#include "sema/validate_var.h"

namespace wgx::sema {
namespace {

using namespace ast;  // NOLINT

// Which enumerant family a predeclared name belongs to, if any of the three.
std::optional<EnumerantKind> enumerant_kind(std::string_view name) {
  switch (predeclared_kind(name)) {
    case Predeclared::AddressSpace: return EnumerantKind::AddressSpace;
    case Predeclared::Access: return EnumerantKind::Access;
    case Predeclared::TexelFormat: return EnumerantKind::TexelFormat;
    default: return std::nullopt;
  }
}

const char* role_name(EnumerantKind kind) {
  switch (kind) {
    case EnumerantKind::AddressSpace:
      return "address space";
    case EnumerantKind::Access:
      return "access";
    case EnumerantKind::TexelFormat:
      return "texel format";
  }
  return "address space";
}

bool is_type_entity(const Entity* e) {
  return e->kind == EntityKind::Struct || e->kind == EntityKind::Alias || e->kind == EntityKind::BuiltinType;
}

}  // namespace

std::string Resolver::resolved_as(const IdentExpr* id, const Entity* e) {
  std::string n(e->name);
  switch (e->kind) {
    case EntityKind::Struct:
      return "type '" + n + "'";
    case EntityKind::Alias:
      return "type '" + (e->type ? type_name(e->type) : n) + "'";
    case EntityKind::BuiltinType: {
      if (predeclared_kind(e->name) == Predeclared::TypeGenerator && id->template_args.empty()) {
        return "type '<incomplete-type>'";
      }
      const Type* t = predeclared_type(types_, e->name);
      return "type '" + (t ? type_name(t) : n) + "'";
    }
    default:
      return quoted(e);
  }
}

void Resolver::note_declared(const Entity* e) {
  if (!e->decl && !e->param) return;  // predeclared: nothing to point at
  if (e->kind == EntityKind::Alias) {
    // Tint sees through an alias to the type it names: a struct's declaration, or nothing.
    const Type* t = e->type;
    if (!t || t->kind != TypeKind::Struct || !t->structure || !t->structure->decl) return;
    const Entity* s = lookup(t->structure->name);
    if (s && s->kind == EntityKind::Struct) note_declared(s);
    return;
  }
  note(declared_at(e), ResolveId::DeclaredHere, quoted(e) + " declared here");
}

bool Resolver::uninferable_generator(const IdentExpr* id, const Entity* e) {
  if (e->kind != EntityKind::BuiltinType || !id->template_args.empty()) return false;
  if (predeclared_kind(e->name) != Predeclared::TypeGenerator) return false;
  std::string_view n = e->name;
  bool inferable = n == "array" || (n.size() == 4 && n.substr(0, 3) == "vec") || (n.size() == 6 && n.substr(0, 3) == "mat");
  return !inferable;
}

void Resolver::report_wrong_use(const IdentExpr* id, const Entity* e, std::string_view role) {
  if (uninferable_generator(id, e)) {
    resolve_type(id);  // Tint: "expected '<' for 'atomic'" whatever the role
    return;
  }
  error(id->ident.span, ResolveId::WrongUse, "cannot use " + resolved_as(id, e) + " as " + std::string(role));
  note_declared(e);
}

bool Resolver::check_untemplated(const IdentExpr* id, const Entity* e) {
  if (id->template_args.empty()) return true;
  std::string n(e->name);
  std::string what;
  switch (e->kind) {
    case EntityKind::Var:
    case EntityKind::Let:
    case EntityKind::Const:
    case EntityKind::Override:
    case EntityKind::Param:
      what = "variable '" + n + "'";
      break;
    case EntityKind::Function:
      what = "function '" + n + "'";
      break;
    case EntityKind::Struct:
    case EntityKind::Alias:
      what = "type '" + n + "'";
      break;
    case EntityKind::BuiltinValue: {
      std::optional<EnumerantKind> kind = enumerant_kind(e->name);
      if (!kind) return true;
      what = std::string(role_name(*kind)) + " '" + n + "'";
      break;
    }
    case EntityKind::BuiltinType:
    case EntityKind::BuiltinFunction:
      return true;  // type generators and bitcast take them; resolve_type and the overloads judge
  }
  error(id->ident.span, ResolveId::NotTemplated, what + " does not take template arguments");
  // Here Tint points at the alias itself, not at what it names.
  if (e->kind == EntityKind::Alias) {
    note(declared_at(e), ResolveId::DeclaredHere, quoted(e) + " declared here");
  } else {
    note_declared(e);
  }
  return false;
}

bool Resolver::check_enumerant(const Expr* arg, EnumerantKind kind) {
  if (!arg || arg->kind != ExprKind::Ident) return true;
  auto* id = static_cast<const IdentExpr*>(arg);
  const Entity* e = lookup(id->ident.name);
  if (!e) return true;  // an unknown name: the caller's "unresolved address space 'x'"
  if (e->kind == EntityKind::BuiltinValue) {
    std::optional<EnumerantKind> named = enumerant_kind(e->name);
    if (!named || *named == kind) return true;
  }
  // A module-scope `var` named at module scope fails as a reference before its use is judged.
  if (e->kind == EntityKind::Var && e->module_scope && !function_) {
    value_expr(arg);
    return false;
  }
  info_->set_entity(id, e);
  report_wrong_use(id, e, role_name(kind));
  return false;
}

bool Resolver::check_template_type_arg(const Expr* arg) {
  // A builtin's template argument must name a type: anything else, an unknown name, a value or an
  // expression such as `1`, is Tint's "Unexpected template kind".
  const Entity* e = arg->kind == ExprKind::Ident ? lookup(static_cast<const IdentExpr*>(arg)->ident.name) : nullptr;
  if (e && is_type_entity(e)) return true;
  error(arg->span, ResolveId::TemplateKind, "Unexpected template kind");
  return false;
}

}  // namespace wgx::sema
