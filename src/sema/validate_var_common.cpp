// Helpers of the variable, struct and type rules (see validate_var.h): extensions, enumerant
// suggestions, const-expression checks, attribute arguments.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "diag/suggest.h"
#include "sema/intrinsics.h"
#include "sema/validate_var.h"

namespace wgx::sema {
namespace {

using namespace ast;  // NOLINT

const std::vector<std::string_view>& enumerant_names(EnumerantKind kind) {
  static const std::vector<std::string_view> spaces = {"function", "immediate", "pixel_local", "private",
                                                       "storage",  "uniform",   "workgroup"};
  static const std::vector<std::string_view> access = {"read", "read_write", "write"};
  static const std::vector<std::string_view> formats = {
      "bgra8unorm",  "r16float",     "r16sint",     "r16snorm",    "r16uint",     "r16unorm",    "r32float",
      "r32sint",     "r32uint",      "r8sint",      "r8snorm",     "r8uint",      "r8unorm",     "rg11b10ufloat",
      "rg16float",   "rg16sint",     "rg16snorm",   "rg16uint",    "rg16unorm",   "rg32float",   "rg32sint",
      "rg32uint",    "rg8sint",      "rg8snorm",    "rg8uint",     "rg8unorm",    "rgb10a2uint", "rgb10a2unorm",
      "rgba16float", "rgba16sint",   "rgba16snorm", "rgba16uint",  "rgba16unorm", "rgba32float", "rgba32sint",
      "rgba32uint",  "rgba8sint",    "rgba8snorm",  "rgba8uint",   "rgba8unorm"};
  switch (kind) {
    case EnumerantKind::AddressSpace: return spaces;
    case EnumerantKind::Access: return access;
    case EnumerantKind::TexelFormat: return formats;
  }
  return spaces;
}

}  // namespace

bool extension_enabled(const ast::Module& m, std::string_view name) {
  for (const Directive* d : m.directives) {
    if (d->kind != DirectiveKind::Enable) continue;
    for (const Ident& n : d->names) {
      if (n.name == name) return true;
    }
  }
  return false;
}

bool check_f16_enabled(Validator& v, Span at) {
  if (extension_enabled(v.module, "f16")) return true;
  v.error(at, ValidateId::F16NotEnabled, "'f16' type used without 'f16' extension enabled");
  return false;
}

void report_unresolved_enumerant(Validator& v, const Expr* e, EnumerantKind kind) {
  if (!e || e->kind != ExprKind::Ident) return;
  std::string_view name = static_cast<const IdentExpr*>(e)->ident.name;
  const char* what = kind == EnumerantKind::AddressSpace ? "address space"
                     : kind == EnumerantKind::Access     ? "access"
                                                         : "texel format";
  v.error(e->span, ValidateId::UnresolvedEnumerant, std::string("unresolved ") + what + " '" + std::string(name) + "'");
  v.note(e->span, ValidateId::PossibleValues, suggest_alternatives(name, enumerant_names(kind)));
}

ArrayCountKind classify_array_count(Validator& v, const Expr* count) {
  const Type* t = v.info.type(count);
  if (!t) return ArrayCountKind::Error;
  t = concretize(v.info.types, unwrap_ref(t));
  if (t->kind != TypeKind::I32 && t->kind != TypeKind::U32) {
    v.error(count->span, ValidateId::ArrayCountType,
            "array count must evaluate to an integer expression, but is type '" + type_name(t) + "'");
    return ArrayCountKind::Error;
  }
  switch (v.stage(count)) {
    case EvalStage::Const: return ArrayCountKind::Const;
    case EvalStage::Override: return ArrayCountKind::Override;
    case EvalStage::Runtime: break;
  }
  v.error(count->span, ValidateId::ArrayCountStage,
          "array count must evaluate to a constant integer expression or override variable");
  return ArrayCountKind::Error;
}

bool is_plain_type(const Type* t) {
  switch (t->kind) {
    case TypeKind::Vector:
    case TypeKind::Matrix:
    case TypeKind::Atomic:
    case TypeKind::Array:
    case TypeKind::Struct:
      return true;
    default:
      return is_scalar(t);
  }
}

bool is_handle_type(const Type* t) {
  return t->kind == TypeKind::Texture || t->kind == TypeKind::Sampler || t->kind == TypeKind::SamplerComparison;
}

bool is_storable_type(const Type* t) { return is_plain_type(t) || is_handle_type(t); }

bool is_runtime_array(const Type* t) {
  return t->kind == TypeKind::Array && t->count == 0 && t->override_count == nullptr;
}

std::string hex_size(uint64_t v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

uint64_t round_up64(uint64_t align, uint64_t v) { return align == 0 ? v : (v + align - 1) / align * align; }

std::string attr_quoted(AttrKind kind) { return "'@" + std::string(attr_name(kind)) + "'"; }

bool check_duplicate_attributes(Validator& v, const List<Attribute*>& attrs) {
  for (size_t i = 0; i < attrs.size(); ++i) {
    if (attrs[i]->kind == AttrKind::Diagnostic) continue;
    for (size_t j = 0; j < i; ++j) {
      if (attrs[j]->kind != attrs[i]->kind) continue;
      v.error(attrs[i]->span, ValidateId::DuplicateAttribute,
              "duplicate " + std::string(attr_name(attrs[i]->kind)) + " attribute");
      v.note(attrs[j]->span, ValidateId::FirstAttribute, "first attribute declared here");
      return false;
    }
  }
  return true;
}

void report_invalid_attribute(Validator& v, const Attribute* a, std::string_view use) {
  v.error(a->span, ValidateId::InvalidAttribute, attr_quoted(a->kind) + " is not valid for " + std::string(use));
}

// The first sub-expression (in resolution order) of a stage later than `latest`.
static const Expr* first_later_than(const Validator& v, const Expr* e, EvalStage latest) {
  switch (e->kind) {
    case ExprKind::Call:
      for (const Expr* a : static_cast<const CallExpr*>(e)->args) {
        if (const Expr* f = first_later_than(v, a, latest)) return f;
      }
      break;
    case ExprKind::Unary:
      return first_later_than(v, static_cast<const UnaryExpr*>(e)->operand, latest);
    case ExprKind::Binary: {
      auto* b = static_cast<const BinaryExpr*>(e);
      if (const Expr* f = first_later_than(v, b->lhs, latest)) return f;
      return first_later_than(v, b->rhs, latest);
    }
    case ExprKind::Index: {
      auto* i = static_cast<const IndexExpr*>(e);
      if (const Expr* f = first_later_than(v, i->base, latest)) return f;
      return first_later_than(v, i->index, latest);
    }
    case ExprKind::Member:
      return first_later_than(v, static_cast<const MemberExpr*>(e)->base, latest);
    default:
      break;
  }
  return v.stage(e) <= latest ? nullptr : e;
}

bool check_const_expression(Validator& v, const Expr* e, std::string_view constraint) {
  const Expr* bad = first_later_than(v, e, EvalStage::Const);
  if (!bad) return true;
  bool runtime = v.stage(bad) == EvalStage::Runtime;
  v.error(bad->span, ValidateId::ConstExpressionRequired,
          std::string(constraint) + " requires a const-expression, but expression is " +
              (runtime ? "a runtime-expression" : "an override-expression"));
  return false;
}

bool check_override_expression(Validator& v, const Expr* e, std::string_view constraint) {
  const Expr* bad = first_later_than(v, e, EvalStage::Override);
  if (!bad) return true;
  v.error(bad->span, ValidateId::OverrideExpressionRequired,
          std::string(constraint) + " requires an override-expression, but expression is a runtime-expression");
  return false;
}

static const char* attribute_constraint(AttrKind k) {
  switch (k) {
    case AttrKind::Location: return "@location value";
    case AttrKind::BlendSrc: return "@blend_src value";
    case AttrKind::Color: return "@color value";
    case AttrKind::Binding: return "@binding";
    case AttrKind::Group: return "@group";
    case AttrKind::Id: return "@id";
    case AttrKind::Align: return "@align";
    case AttrKind::Size: return "@size";
    case AttrKind::InputAttachmentIndex: return "@input_attachment_index";
    default: return "attribute";
  }
}

bool check_attribute_const(Validator& v, const Attribute* a) {
  return a->args.empty() || check_const_expression(v, a->args[0], attribute_constraint(a->kind));
}

std::optional<int64_t> attribute_u32(Validator& v, const Attribute* a) {
  if (a->args.empty()) return -1;
  const Expr* arg = a->args[0];
  const Type* t = v.info.type(arg);
  if (!t) return -1;
  if (!check_attribute_const(v, a)) return std::nullopt;
  t = unwrap_ref(t);
  if (t->kind != TypeKind::AbstractInt && t->kind != TypeKind::I32 && t->kind != TypeKind::U32) {
    v.error(a->span, ValidateId::AttributeType, attr_quoted(a->kind) + " must be an 'i32' or 'u32' value");
    return std::nullopt;
  }
  std::optional<int64_t> value = v.int_value(arg);
  if (!value) return -1;
  if (*value < 0) {
    v.error(a->span, ValidateId::AttributeNegative, attr_quoted(a->kind) + " value must be non-negative");
    return std::nullopt;
  }
  return value;
}

}  // namespace wgx::sema
