// Rules for variables (see validate.h and validate_var.h): module-scope `var` (address spaces,
// access modes, initializers, attributes, resource bindings, store types), `override` (@id,
// scalar types), `const`, and function-scope `var`, `let` and `const`. The checks run in Tint's
// order (Resolver::Var/Override/Const/Let, then Validator::GlobalVariable/LocalVariable), so the
// first error is the one Tint reports.
#include "sema/validate_var.h"

namespace wgx::sema {
namespace {

using namespace ast;  // NOLINT

bool has_attr(const VariableDecl* d, AttrKind k) {
  for (const Attribute* a : d->attrs) {
    if (a->kind == k) return true;
  }
  return false;
}

std::string space_quoted(AddressSpace as) { return "'" + std::string(address_space_name(as)) + "'"; }

// Tint's Validator::Var, shared by module- and function-scope variables.
bool check_var(Validator& v, const VariableDecl* d, const Entity* e) {
  const Type* store = e->type;
  if (!is_storable_type(store)) {
    v.error(d->span, ValidateId::VarType, type_name(store) + " cannot be used as the type of a var");
    return false;
  }
  if (is_handle_type(store) && d->address_space) {
    v.error(d->span, ValidateId::HandleAddressSpace,
            "variables of type '" + type_name(store) + "' must not specify an address space");
    return false;
  }
  if (d->access && e->space != AddressSpace::Storage) {
    v.error(d->span, ValidateId::VarAccessMode, "only variables in <storage> address space may specify an access mode");
    return false;
  }
  // buffer_view is allowed in this environment: this replaces the runtime-sized array rules.
  if (e->space != AddressSpace::Storage && e->space != AddressSpace::Handle && !is_fixed_footprint(store)) {
    v.error(d->span, ValidateId::FixedFootprint,
            "variables in " + space_quoted(e->space) + " address space must have a fixed footprint");
    return false;
  }
  if (d->initializer && e->space != AddressSpace::Private && e->space != AddressSpace::Function) {
    v.error(d->span, ValidateId::VarInitializer,
            "var of address space " + space_quoted(e->space) +
                " cannot have an initializer. var initializers are only supported for the address spaces "
                "'private' and 'function'");
    return false;
  }
  return check_type_access_address_space(v, store, e->access, e->space, d->span);
}

void module_var(Validator& v, const VariableDecl* d, const Entity* e) {
  const Type* store = e->type;
  if (!store) return;
  if (!apply_address_space_usage(v, e->space, store, d->type ? d->type->span : d->span)) {
    v.note(d->span, ValidateId::WhileInstantiating, "while instantiating 'var' " + std::string(d->name.name));
    return;
  }
  for (const Attribute* a : d->attrs) {
    if (a->kind == AttrKind::Group || a->kind == AttrKind::Binding || a->kind == AttrKind::InputAttachmentIndex) {
      if (!attribute_u32(v, a)) return;
    } else {
      report_invalid_attribute(v, a, "module-scope 'var'");
      return;
    }
  }
  if (!check_duplicate_attributes(v, d->attrs)) return;
  if (!d->address_space && !is_handle_type(store)) {
    v.error(d->span, ValidateId::MissingAddressSpace,
            "module-scope 'var' declarations that are not of texture or sampler types must provide an address space");
    return;
  }
  if (!check_var(v, d, e)) return;
  if (e->space == AddressSpace::Function) {
    v.error(d->span, ValidateId::ModuleFunctionSpace, "module-scope 'var' must not use address space 'function'");
    return;
  }
  if (has_attr(d, AttrKind::InputAttachmentIndex)) {
    // chromium_internal_input_attachments cannot be enabled in WGSL written by users.
    v.error(d->span, ValidateId::InputAttachmentExtension,
            "use of '@input_attachment_index' requires enabling extension 'chromium_internal_input_attachments'");
    return;
  }
  bool has_group = has_attr(d, AttrKind::Group), has_binding = has_attr(d, AttrKind::Binding);
  switch (e->space) {
    case AddressSpace::Uniform:
    case AddressSpace::Storage:
    case AddressSpace::Handle:
      if (!has_group || !has_binding) {
        v.error(d->span, ValidateId::ResourceBinding, "resource variables require '@group' and '@binding' attributes");
      }
      break;
    default:
      if (has_group || has_binding) {
        v.error(d->span, ValidateId::NonResourceBinding,
                "non-resource variables must not have '@group' or '@binding' attributes");
      }
      break;
  }
}

void override_decl(Validator& v, const VariableDecl* d, const Entity* e) {
  const Type* t = e->type;
  if (!t) return;
  if (!apply_address_space_usage(v, AddressSpace::Undefined, t, d->span)) {
    v.note(d->span, ValidateId::WhileInstantiating, "while instantiating 'override " + std::string(d->name.name) + "'");
    return;
  }
  if (d->initializer && !check_override_expression(v, d->initializer, "override initializer")) return;
  const Attribute* id_attr = nullptr;
  int64_t id = -1;
  for (const Attribute* a : d->attrs) {
    if (a->kind != AttrKind::Id) {
      report_invalid_attribute(v, a, "'override' declaration");
      return;
    }
    std::optional<int64_t> value = attribute_u32(v, a);
    if (!value) return;
    if (*value > 65535) {
      v.error(a->span, ValidateId::IdRange, "'@id' value must be between 0 and 65535");
      return;
    }
    if (!id_attr) id_attr = a, id = *value;
  }
  if (!check_duplicate_attributes(v, d->attrs)) return;
  if (id_attr && id >= 0) {
    auto [it, fresh] = v.info.override_ids.emplace(id, e);
    if (!fresh && it->second != e) {
      v.error(id_attr->span, ValidateId::IdUnique, "'@id' values must be unique");
      Span first = it->second->decl ? it->second->decl->span : Span{};
      if (it->second->decl) {
        for (const Attribute* a : it->second->decl->attrs) {
          if (a->kind == AttrKind::Id) first = a->span;
        }
      }
      v.note(first, ValidateId::IdPrevious,
             "a override with an ID of " + std::to_string(id) + " was previously declared here");
      return;
    }
  }
  if (!is_scalar(t)) {
    v.error(d->span, ValidateId::OverrideType, type_name(t) + " cannot be used as the type of a 'override'");
  }
}

// `const` at module or function scope: attributes first, then address-space-free usage.
void const_decl(Validator& v, const VariableDecl* d, const Entity* e, Span at) {
  if (!d->attrs.empty()) {
    // Tint's parser rejects these (its resolver would say "'@X' is not valid for 'const'
    // declaration"); wgx's parser leaves them to validation.
    v.error(d->span, ValidateId::ConstAttributes, "'const' declaration does not accept attributes");
    return;
  }
  if (e->type && !apply_address_space_usage(v, AddressSpace::Undefined, e->type, at)) {
    v.note(at, ValidateId::WhileInstantiating, "while instantiating 'const' " + std::string(d->name.name));
  }
}

}  // namespace

void validate_module_variable(Validator& v, const VariableDecl* decl, const Entity* e) {
  if (!decl || !e) return;
  switch (decl->kind) {
    case DeclKind::Var: module_var(v, decl, e); break;
    case DeclKind::Override: override_decl(v, decl, e); break;
    case DeclKind::Const: const_decl(v, decl, e, decl->span); break;
    default: break;
  }
}

void validate_local_variable(Validator& v, const VariableDecl* d, const Entity* e) {
  if (!d || !e || !e->type) return;
  switch (d->kind) {
    case DeclKind::Var: {
      if (e->space != AddressSpace::Function) {
        v.error(d->span, ValidateId::LocalAddressSpace,
                "function-scope 'var' declaration must use 'function' address space");
        return;
      }
      Span type_at = d->type ? d->type->span : d->span;
      if (!apply_address_space_usage(v, AddressSpace::Function, e->type, type_at)) {
        v.note(d->span, ValidateId::WhileInstantiating, "while instantiating 'var' " + std::string(d->name.name));
        return;
      }
      if (!d->attrs.empty()) {
        report_invalid_attribute(v, d->attrs[0], "function-scope 'var'");
        return;
      }
      if (!is_constructible(e->type)) {
        v.error(type_at, ValidateId::LocalVarType, "function-scope 'var' must have a constructible type");
        return;
      }
      check_var(v, d, e);
      break;
    }
    case DeclKind::Let: {
      if (!d->attrs.empty()) {
        report_invalid_attribute(v, d->attrs[0], "'let' declaration");
        return;
      }
      if (!apply_address_space_usage(v, AddressSpace::Undefined, e->type, d->name.span)) {
        v.note(d->name.span, ValidateId::WhileInstantiating,
               "while instantiating 'let " + std::string(d->name.name) + "'");
        return;
      }
      // texture_and_sampler_let is allowed in this environment.
      const Type* t = e->type;
      if (!is_constructible(t) && t->kind != TypeKind::Pointer && !is_handle_type(t)) {
        v.error(d->name.span, ValidateId::LetType, type_name(t) + " cannot be used as the type of a 'let'");
      }
      break;
    }
    case DeclKind::Const: const_decl(v, d, e, d->name.span); break;
    default: break;
  }
}

}  // namespace wgx::sema
