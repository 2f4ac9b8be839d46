// Rules for functions and entry points (see validate.h), in the order Tint checks them: the
// signature before the body (attributes allowed where they are written, no duplicates,
// @workgroup_size and @location values, parameter types), then the body's calls
// (validate_fn_body.cpp), then the function as a whole (@workgroup_size and @must_use fit it,
// the return type is constructible, the entry-point interface: validate_fn_io.cpp). Rules across
// entry points (pipeline stages) run once the module resolved (validate_fn_stages.cpp).
#include <algorithm>
#include <unordered_set>

#include "diag/suggest.h"
#include "sema/intrinsics.h"
#include "sema/validate_fn.h"
#include "sema/validate_var.h"

namespace wgx::sema {

using namespace ast;  // NOLINT

namespace fn {

bool error_once(Validator& v, Span at, ValidateId id, const std::string& message) {
  for (const Diagnostic& d : v.diags.all()) {
    // Only this file's: `wgx check A B` gathers every file's diagnostics in one list.
    if (d.severity == Severity::Error && d.file == &v.file && d.span.offset == at.offset && d.message == message)
      return false;
  }
  v.error(at, id, message);
  return true;
}

const char* stage_name(PipelineStage s) {
  switch (s) {
    case PipelineStage::Vertex: return "vertex";
    case PipelineStage::Fragment: return "fragment";
    case PipelineStage::Compute: return "compute";
    case PipelineStage::None: break;
  }
  return "none";
}

Span param_span(const Param* p) { return {p->name.span.offset, p->span.end() - p->name.span.offset}; }
Span member_span(const StructMember* m) { return {m->name.span.offset, m->span.end() - m->name.span.offset}; }

namespace {

// Attributes Tint counts as one kind for duplicates: the three stage attributes.
int duplicate_key(AttrKind k) {
  if (k == AttrKind::Vertex || k == AttrKind::Fragment) return static_cast<int>(AttrKind::Compute);
  return static_cast<int>(k);
}

std::string rule_name(const DiagnosticControl& c) {
  std::string n(c.rule.name);
  return c.rule_category.name.empty() ? n : std::string(c.rule_category.name) + "." + n;
}

Span rule_span(const DiagnosticControl& c) {
  if (c.rule_category.name.empty()) return c.rule.span;
  return {c.rule_category.span.offset, c.rule.span.end() - c.rule_category.span.offset};
}

}  // namespace

void warn_unknown_diagnostic_rule(Validator& v, const DiagnosticControl& c) {
  static const std::vector<std::string_view> kRules = {"derivative_uniformity", "subgroup_uniformity"};
  if (!c.rule_category.name.empty()) return;  // rules of a category (chromium.*) are not checked
  if (std::find(kRules.begin(), kRules.end(), c.rule.name) != kRules.end()) return;
  v.warning(c.rule.span, ValidateId::UnknownDiagnosticRule,
            "unrecognized diagnostic rule '" + std::string(c.rule.name) + "'");
  v.note(c.rule.span, ValidateId::PossibleValues, suggest_alternatives(c.rule.name, kRules));
}

void warn_unknown_diagnostic_rules(Validator& v, const List<Attribute*>& attrs) {
  for (const Attribute* a : attrs) {
    if (a->kind == AttrKind::Diagnostic) warn_unknown_diagnostic_rule(v, a->control);
  }
}

bool no_duplicate_attributes(Validator& v, const List<Attribute*>& attrs) {
  for (size_t i = 0; i < attrs.size(); ++i) {
    const Attribute* a = attrs[i];
    if (a->kind == AttrKind::Diagnostic) continue;
    for (size_t j = 0; j < i; ++j) {
      if (attrs[j]->kind == AttrKind::Diagnostic || duplicate_key(attrs[j]->kind) != duplicate_key(a->kind)) continue;
      v.error(a->span, ValidateId::DuplicateAttribute, "duplicate " + std::string(attr_name(a->kind)) + " attribute");
      v.note(attrs[j]->span, ValidateId::FirstAttribute, "first attribute declared here");
      return false;
    }
  }
  for (size_t i = 0; i < attrs.size(); ++i) {
    if (attrs[i]->kind != AttrKind::Diagnostic) continue;
    const DiagnosticControl& c = attrs[i]->control;
    for (size_t j = 0; j < i; ++j) {
      if (attrs[j]->kind != AttrKind::Diagnostic) continue;
      const DiagnosticControl& p = attrs[j]->control;
      if (p.rule.name != c.rule.name || p.rule_category.name != c.rule_category.name) continue;
      if (p.severity.name != c.severity.name) {
        v.error(rule_span(c), ValidateId::ConflictingDiagnostic, "conflicting diagnostic attribute");
        v.note(rule_span(p), ValidateId::DiagnosticSeverity,
               "severity of '" + rule_name(c) + "' set to '" + std::string(c.severity.name) + "' here");
      } else {
        v.error(rule_span(c), ValidateId::DuplicateDiagnostic, "duplicate diagnostic attribute");
        v.note(rule_span(p), ValidateId::FirstAttribute, "first attribute declared here");
      }
      return false;
    }
  }
  return true;
}

}  // namespace fn

namespace {

void invalid_attribute(Validator& v, const Attribute* a, const char* use) {
  v.error(a->span, ValidateId::AttributeNotValid, attr_quoted(a->kind) + " is not valid for " + use);
}

// @location(n) (and @color(n)) on a parameter or return type: an i32 or u32 constant >= 0.
bool check_location_value(Validator& v, const Attribute* a) {
  if (a->args.empty()) return true;
  if (v.info.type(a->args[0]) && !check_attribute_const(v, a)) return false;
  const Value* c = v.value(a->args[0]);
  if (!c) return true;  // not a known constant: nothing reliable to say
  std::string name = attr_quoted(a->kind);
  const Type* t = c->type->kind == TypeKind::AbstractInt ? v.info.types.i32() : c->type;
  if (t->kind != TypeKind::I32 && t->kind != TypeKind::U32) {
    v.error(a->span, ValidateId::LocationType, name + " must be an 'i32' or 'u32' value");
    return false;
  }
  if (c->i < 0) {
    v.error(a->span, ValidateId::LocationNegative, name + " value must be non-negative");
    return false;
  }
  return true;
}

// Tint's Resolver::WorkgroupAttribute: each argument an integer const- or override-expression,
// all of one type, each at least 1, their product within 32 bits.
bool check_workgroup_size(Validator& v, const Attribute* a) {
  auto bad_expr = [&](const Expr* e) {
    v.error(e->span, ValidateId::WorkgroupSizeType,
            "'@workgroup_size' argument must be a constant or override-expression of type 'abstract-integer', 'i32' "
            "or 'u32'");
    return false;
  };
  const Type* common = nullptr;
  bool mixed = false;
  for (size_t i = 0; i < a->args.size() && i < 3; ++i) {
    const Expr* e = a->args[i];
    const Type* t = v.info.type(e);
    if (!t) return false;  // the resolver reported why
    if (t->kind != TypeKind::I32 && t->kind != TypeKind::U32 && t->kind != TypeKind::AbstractInt) return bad_expr(e);
    if (v.stage(e) == EvalStage::Runtime) return bad_expr(e);
    if (t->kind == TypeKind::AbstractInt) continue;  // converts to the others' type
    if (!common) common = t;
    else if (t != common) mixed = true;
  }
  if (mixed) {
    v.error(a->span, ValidateId::WorkgroupSizeMixed,
            "'@workgroup_size' arguments must be of the same type, either 'i32' or 'u32'");
    return false;
  }
  uint64_t total = 1;
  for (size_t i = 0; i < a->args.size() && i < 3; ++i) {
    std::optional<int64_t> c = v.int_value(a->args[i]);
    if (!c) continue;
    if (*c < 1) {
      v.error(a->args[i]->span, ValidateId::WorkgroupSizeMin, "'@workgroup_size' argument must be at least 1");
      return false;
    }
    total *= static_cast<uint64_t>(std::min<int64_t>(*c, 0xffffffff));
    if (i > 0 && total > 0xffffffffu) {
      v.error(a->args[i]->span, ValidateId::WorkgroupSizeTotal, "total workgroup grid size cannot exceed 0xffffffff");
      return false;
    }
  }
  return true;
}

// @subgroup_size(n): the extension, then an integer const- or override-expression, at least 1,
// a power of two.
bool check_subgroup_size(Validator& v, const Attribute* a) {
  if (a->args.empty()) return true;
  const Expr* e = a->args[0];
  const Type* t = v.info.type(e);
  if (!t) return false;
  if ((t->kind != TypeKind::I32 && t->kind != TypeKind::U32 && t->kind != TypeKind::AbstractInt) ||
      v.stage(e) == EvalStage::Runtime) {
    v.error(a->span, ValidateId::SubgroupSizeType,
            "'@subgroup_size' argument must be a constant or override-expression of type 'abstract-integer', 'i32' "
            "or 'u32'");
    return false;
  }
  if (std::optional<int64_t> c = v.int_value(e)) {
    if (*c < 1) {
      v.error(a->span, ValidateId::SubgroupSizeMin, "'@subgroup_size' argument must be at least 1");
      return false;
    }
    if ((*c & (*c - 1)) != 0) {
      v.error(a->span, ValidateId::SubgroupSizePow2, "'@subgroup_size' argument must be a power of 2");
      return false;
    }
  }
  return true;
}

bool is_plain(const Type* t) {
  switch (t->kind) {
    case TypeKind::Bool: case TypeKind::AbstractInt: case TypeKind::AbstractFloat: case TypeKind::I32:
    case TypeKind::U32: case TypeKind::F32: case TypeKind::F16: case TypeKind::Vector: case TypeKind::Matrix:
    case TypeKind::Array: case TypeKind::Struct: case TypeKind::Atomic:
      return true;
    default:
      return false;
  }
}

bool is_handle(const Type* t) {
  return t->kind == TypeKind::Texture || t->kind == TypeKind::Sampler || t->kind == TypeKind::SamplerComparison;
}

// Tint's ApplyAddressSpaceUsageToType for a value of no address space (a parameter): no
// runtime-sized or override-sized arrays, no arrays too large, inside structs too.
// `checked` holds the structs found fine already, so that structs holding structs are walked once.
bool check_value_usage(Validator& v, const Type* t, Span usage, std::unordered_set<const Type*>& checked,
                       int depth = 0) {
  if (depth > 32) return true;
  if (t->kind == TypeKind::Struct && t->structure) {
    if (checked.count(t)) return true;
    for (const StructMemberInfo& m : t->structure->members) {
      if (!m.type || !m.decl || !m.decl->type) continue;
      if (!check_value_usage(v, m.type, m.decl->type->span, checked, depth + 1)) {
        v.note(fn::member_span(m.decl), ValidateId::WhileAnalyzingMember,
               "while analyzing structure member " + type_name(t) + "." + std::string(m.name));
        return false;
      }
    }
    checked.insert(t);
    return true;
  }
  if (t->kind != TypeKind::Array) return true;
  if (t->count == 0 && !t->override_count) {
    v.error(usage, ValidateId::RuntimeArrayValue, "runtime-sized arrays must be used with an address space");
    return false;
  }
  if (t->count >= 65536) {
    v.error(usage, ValidateId::ArrayCountLimit,
            "array count (" + std::to_string(t->count) + ") must be less than 65536");
    return false;
  }
  if (t->override_count) {
    v.error(usage, ValidateId::OverrideArrayValue,
            "override-sized arrays can only be used in the <workgroup> address space");
    return false;
  }
  return check_value_usage(v, t->elem, usage, checked, depth + 1);
}

// Tint's Validator::Parameter.
bool check_parameter_type(Validator& v, const Param* p, const Type* t) {
  if (!t) return true;
  std::unordered_set<const Type*> checked;
  if (!check_value_usage(v, t, p->type->span, checked)) {
    v.note(fn::param_span(p), ValidateId::WhileInstantiatingParameter,
           "while instantiating parameter " + std::string(p->name.name));
    return false;
  }
  if (t->kind == TypeKind::Pointer && t->space == AddressSpace::Handle) {
    v.error(fn::param_span(p), ValidateId::ParamPointerSpace,
            "function parameter of pointer type cannot be in 'handle' address space");
    return false;
  }
  if (is_plain(t)) {
    if (!is_constructible(t)) {
      v.error(p->type->span, ValidateId::ParamNotConstructible, "type of function parameter must be constructible");
      return false;
    }
  } else if (t->kind != TypeKind::Pointer && !is_handle(t)) {
    v.error(fn::param_span(p), ValidateId::ParamType, "type of function parameter cannot be " + type_name(t));
    return false;
  }
  return true;
}

bool check_signature(Validator& v, const FunctionDecl* f, const FunctionInfo* fi) {
  bool entry = fi->stage != PipelineStage::None;
  for (const Attribute* a : f->attrs) {
    switch (a->kind) {
      case AttrKind::Diagnostic:
      case AttrKind::Compute:
      case AttrKind::Vertex:
      case AttrKind::Fragment:
      case AttrKind::MustUse:
        break;
      case AttrKind::WorkgroupSize:
        if (!check_workgroup_size(v, a)) return false;
        break;
      case AttrKind::SubgroupSize:
        if (!check_subgroup_size(v, a)) return false;
        break;
      default:
        invalid_attribute(v, a, "functions");
        return false;
    }
  }
  if (!fn::no_duplicate_attributes(v, f->attrs)) return false;
  fn::warn_unknown_diagnostic_rules(v, f->attrs);

  for (size_t i = 0; i < f->params.size(); ++i) {
    const Param* p = f->params[i];
    if (entry) {
      for (const Attribute* a : p->attrs) {
        switch (a->kind) {
          case AttrKind::Location:
          case AttrKind::Color:
            if (!check_location_value(v, a)) return false;
            break;
          case AttrKind::Builtin:
          case AttrKind::Invariant:
          case AttrKind::Interpolate:
            break;
          default:
            invalid_attribute(v, a, "function parameters");
            return false;
        }
      }
    } else if (!p->attrs.empty()) {
      const Attribute* a = p->attrs[0];
      bool io = a->kind == AttrKind::Location || a->kind == AttrKind::Builtin || a->kind == AttrKind::Invariant ||
                a->kind == AttrKind::Interpolate;
      invalid_attribute(v, a, io ? "non-entry point function parameters" : "function parameters");
      return false;
    }
    if (!fn::no_duplicate_attributes(v, p->attrs)) return false;
    if (i < fi->params.size() && !check_parameter_type(v, p, fi->params[i]->type)) return false;
  }

  for (const Attribute* a : f->return_attrs) {
    if (!entry) {
      invalid_attribute(v, a, "non-entry point function return types");
      return false;
    }
    switch (a->kind) {
      case AttrKind::Location:
        if (!check_location_value(v, a)) return false;
        break;
      case AttrKind::Builtin:
      case AttrKind::Interpolate:
      case AttrKind::Invariant:
        break;
      default:
        invalid_attribute(v, a, "entry point return types");
        return false;
    }
  }
  return true;
}

// Tint's Validator::Function, after the body.
bool check_function(Validator& v, const FunctionDecl* f, const FunctionInfo* fi) {
  if (!fn::no_duplicate_attributes(v, f->return_attrs)) return false;
  const Type* ret = fi->entity ? fi->entity->type : nullptr;
  bool returns_value = ret && ret->kind != TypeKind::Void;
  for (const Attribute* a : f->attrs) {
    if (a->kind == AttrKind::WorkgroupSize && fi->stage != PipelineStage::Compute) {
      v.error(a->span, ValidateId::WorkgroupSizeStage, "'@workgroup_size' is only valid for compute stages");
      return false;
    }
    if (a->kind == AttrKind::MustUse && !returns_value && !(f->return_type && !ret)) {
      v.error(a->span, ValidateId::MustUseVoid, "'@must_use' can only be applied to functions that return a value");
      return false;
    }
    if (a->kind == AttrKind::SubgroupSize) {
      if (!extension_enabled(v.module, "subgroup_size_control")) {
        v.error(a->span, ValidateId::SubgroupSizeExtension,
                "use of '@subgroup_size' requires enabling extension 'subgroup_size_control'");
        return false;
      }
      if (fi->stage != PipelineStage::Compute) {
        v.error(a->span, ValidateId::SubgroupSizeStage, "'@subgroup_size' is only valid for compute stages");
        return false;
      }
    }
  }
  if (f->params.size() > 255) {
    v.error(f->name.span, ValidateId::TooManyParameters,
            "function declares " + std::to_string(f->params.size()) + " parameters, maximum is 255");
    return false;
  }
  if (returns_value && !is_constructible(ret)) {
    v.error(f->return_type->span, ValidateId::ReturnNotConstructible,
            "function return type must be a constructible type");
    return false;
  }
  if (fi->stage != PipelineStage::None) return fn::validate_entry_point_io(v, f, fi);
  return true;
}

}  // namespace

void validate_function_signature(Validator& v, const FunctionDecl* decl, const FunctionInfo* fn) {
  if (!check_signature(v, decl, fn)) const_cast<FunctionInfo*>(fn)->signature_errors = true;
}

void validate_function(Validator& v, const FunctionDecl* decl, const FunctionInfo* fn) {
  fn::analyze_body(v, decl, const_cast<FunctionInfo*>(fn));
  if (fn->signature_errors) return;
  check_function(v, decl, fn);
}

void validate_module(Validator& v) { fn::validate_pipeline_stages(v); }

}  // namespace wgx::sema
