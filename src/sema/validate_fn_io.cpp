// Entry-point interfaces (spec "Entry Point Interface", Tint's Validator::EntryPoint): every
// parameter and return value (or each member of a struct-typed one) carries exactly one IO
// attribute; builtins have their stage, direction and store type; locations hold numeric scalars
// or vectors, are unique per direction, and integral ones are flat-interpolated; vertex shaders
// output a position; compute shaders have a @workgroup_size; resources do not share bindings.
#include <optional>
#include <set>
#include <utility>

#include "sema/validate_fn.h"
#include "syntax/builtin_values.h"

namespace wgx::sema::fn {
namespace {

using namespace ast;  // NOLINT

std::string_view arg_name(const Attribute* a, size_t i) {
  if (i >= a->args.size() || a->args[i]->kind != ExprKind::Ident) return {};
  return static_cast<const IdentExpr*>(a->args[i])->ident.name;
}

bool is_vec(const Type* t, uint32_t n, TypeKind elem) {
  return t->kind == TypeKind::Vector && t->width == n && t->elem->kind == elem;
}

bool numeric_scalar_or_vector(const Type* t) {
  if (t->kind == TypeKind::Vector) t = t->elem;
  return is_numeric_scalar(t);
}

bool integer_scalar_or_vector(const Type* t) {
  if (t->kind == TypeKind::Vector) t = t->elem;
  return is_integer_scalar(t);
}

class EntryPointIO {
 public:
  EntryPointIO(Validator& v, const FunctionDecl* decl, const FunctionInfo* fn)
      : v_(v), decl_(decl), fn_(fn), stage_(fn->stage) {}

  bool run() {
    for (size_t i = 0; i < decl_->params.size() && i < fn_->params.size(); ++i) {
      const Param* p = decl_->params[i];
      const Type* t = fn_->params[i]->type;
      if (!t) continue;
      if (!check(p->attrs, t, param_span(p), /*input=*/true)) return false;
    }
    builtins_.clear();
    locations_.clear();
    const Type* ret = fn_->entity ? fn_->entity->type : nullptr;
    if (ret && ret->kind != TypeKind::Void) {
      if (!check(decl_->return_attrs, ret, decl_->span, /*input=*/false)) return false;
    }
    if (stage_ == PipelineStage::Vertex && !builtins_.count("position") && !(decl_->return_type && !ret)) {
      v_.error(decl_->span, ValidateId::VertexPosition,
               "a vertex shader must include the 'position' builtin in its return type");
      return false;
    }
    if (stage_ == PipelineStage::Compute) {
      bool has_size = false;
      for (const Attribute* a : decl_->attrs) has_size = has_size || a->kind == AttrKind::WorkgroupSize;
      if (!has_size) {
        v_.error(decl_->span, ValidateId::WorkgroupSizeMissing,
                 "a compute shader must include '@workgroup_size' in its attributes");
        return false;
      }
    }
    return check_bindings();
  }

 private:
  Validator& v_;
  const FunctionDecl* decl_;
  const FunctionInfo* fn_;
  PipelineStage stage_;
  std::set<std::string_view> builtins_;
  std::set<std::pair<int64_t, int64_t>> locations_;  // (location, blend_src or 0)
  std::set<int64_t> colors_;
  // An error was already reported (by struct validation): no note is added to it.
  bool suppressed_ = false;

  void once(Span at, ValidateId id, const std::string& message) {
    if (!error_once(v_, at, id, message)) suppressed_ = true;
  }

  // The value of an attribute's integer argument, when constant.
  std::optional<int64_t> value_of(const Attribute* a) {
    if (!a || a->args.empty()) return std::nullopt;
    return v_.int_value(a->args[0]);
  }

  bool has_errors_in(Span span) const {
    for (const Diagnostic& d : v_.diags.all()) {
      if (d.severity == Severity::Error && d.file == &v_.file && d.span.offset >= span.offset &&
          d.span.offset < span.end()) {
        return true;
      }
    }
    return false;
  }

  // A parameter or the return value, then each member when it is a struct.
  bool check(const List<Attribute*>& attrs, const Type* t, Span at, bool input) {
    if (!check_one(attrs, t, at, input, /*member=*/false)) return false;
    if (t->kind != TypeKind::Struct || !t->structure) return true;
    // Struct validation found its members' faults already; Tint would stop there.
    if (t->structure->decl && has_errors_in(t->structure->decl->span)) {
      for (const StructMemberInfo& m : t->structure->members) {
        if (!m.decl) continue;
        for (const Attribute* a : m.decl->attrs) {
          if (a->kind == AttrKind::Builtin) builtins_.insert(arg_name(a, 0));
        }
      }
      return true;
    }
    for (const StructMemberInfo& m : t->structure->members) {
      if (!m.decl || !m.type) continue;
      if (!check_one(m.decl->attrs, m.type, member_span(m.decl), input, /*member=*/true)) {
        if (suppressed_) return false;
        v_.note(decl_->span, ValidateId::WhileAnalyzingEntryPoint,
                "while analyzing entry point '" + std::string(decl_->name.name) + "'");
        return false;
      }
    }
    return true;
  }

  bool multiple_io(const Attribute* a, const Attribute* previous) {
    v_.error(a->span, ValidateId::MultipleIoAttributes, "multiple entry point IO attributes");
    v_.note(previous->span, ValidateId::PreviousIoAttribute, "previously consumed " + attr_quoted(previous->kind));
    return false;
  }

  bool check_one(const List<Attribute*>& attrs, const Type* t, Span at, bool input, bool member) {
    const Attribute* io = nullptr;
    const Attribute* location = nullptr;
    const Attribute* color = nullptr;
    const Attribute* blend_src = nullptr;
    const Attribute* interpolate = nullptr;
    const Attribute* invariant = nullptr;
    for (const Attribute* a : attrs) {
      switch (a->kind) {
        case AttrKind::Builtin: {
          if (io) return multiple_io(a, io);
          io = a;
          std::string_view b = arg_name(a, 0);
          if (builtins_.count(b)) {
            v_.error(decl_->span, ValidateId::DuplicateBuiltin,
                     "'@builtin(" + std::string(b) + ")' appears multiple times as pipeline " +
                         (input ? "input" : "output"));
            return false;
          }
          if (!check_builtin(a, t, input)) return false;
          builtins_.insert(b);
          break;
        }
        case AttrKind::Location:
          location = a;
          if (io) return multiple_io(a, io);
          io = a;
          if (!check_location(a, t, at)) return false;
          break;
        case AttrKind::BlendSrc:
          blend_src = a;
          if (!check_blend_src(a, input)) return false;
          break;
        case AttrKind::Color:
          color = a;
          if (io) return multiple_io(a, io);
          io = a;
          if (!check_color(a, t, at, input)) return false;
          break;
        case AttrKind::Interpolate:
          interpolate = a;
          if (!check_interpolate(a, t)) return false;
          break;
        case AttrKind::Invariant:
          invariant = a;
          if (stage_ == PipelineStage::Compute) {
            once(a->span, ValidateId::InvariantCompute, "'@invariant' cannot be used by compute shaders");
            return false;
          }
          break;
        default:
          break;
      }
    }
    if (member && t->kind == TypeKind::Struct) {
      v_.error(at, ValidateId::NestedStructIo, "nested structures cannot be used for entry point IO");
      return false;
    }
    if (t->kind != TypeKind::Struct && !io) {
      std::string msg = "missing entry point IO attribute";
      if (!member) msg += input ? " on parameter" : " on return type";
      v_.error(at, ValidateId::MissingIoAttribute, msg);
      return false;
    }
    if (io && io->kind == AttrKind::Location && integer_scalar_or_vector(t) && !interpolate) {
      if (stage_ == PipelineStage::Vertex && !input) {
        v_.error(at, ValidateId::IntegerOutputNotFlat,
                 "integral user-defined vertex outputs must have a '@interpolate(flat)' attribute");
        return false;
      }
      if (stage_ == PipelineStage::Fragment && input) {
        v_.error(at, ValidateId::IntegerInputNotFlat,
                 "integral user-defined fragment inputs must have a '@interpolate(flat)' attribute");
        return false;
      }
    }
    if (location) {
      std::optional<int64_t> loc = value_of(location);
      std::optional<int64_t> src = value_of(blend_src);
      if (loc && !locations_.insert({*loc, src.value_or(0)}).second) {
        std::string msg = "'@location(" + std::to_string(*loc) + ")'";
        if (blend_src && src) msg += " '@blend_src(" + std::to_string(*src) + ")'";
        once(location->span, ValidateId::DuplicateLocation, msg + " appears multiple times");
        return false;
      }
    }
    if (color) {
      std::optional<int64_t> c = value_of(color);
      if (c && !colors_.insert(*c).second) {
        once(color->span, ValidateId::DuplicateColor, "'@color(" + std::to_string(*c) + ")' appears multiple times");
        return false;
      }
    }
    if (interpolate && (!io || io->kind != AttrKind::Location)) {
      once(interpolate->span, ValidateId::InterpolateWithoutLocation,
           "'@interpolate' can only be used with '@location'");
      return false;
    }
    if (invariant && !(io && io->kind == AttrKind::Builtin && arg_name(io, 0) == "position")) {
      v_.error(invariant->span, ValidateId::InvariantWithoutPosition,
               "'@invariant' must be applied to a '@builtin(position)'");
      return false;
    }
    return true;
  }

  bool check_location(const Attribute* a, const Type* t, Span at) {
    if (stage_ == PipelineStage::Compute) {
      once(a->span, ValidateId::LocationCompute, "'@location' cannot be used by compute shaders");
      return false;
    }
    if (!numeric_scalar_or_vector(t)) {
      once(at, ValidateId::LocationType, "cannot apply '@location' to declaration of type '" + type_name(t) + "'");
      if (!suppressed_)
        v_.note(a->span, ValidateId::LocationTypeNote,
                "'@location' must only be applied to declarations of numeric scalar or numeric vector type");
      return false;
    }
    return true;
  }

  bool check_color(const Attribute* a, const Type* t, Span at, bool input) {
    if (!extension_enabled(v_.module, "chromium_experimental_framebuffer_fetch")) {
      once(a->span, ValidateId::ColorExtension,
           "use of '@color' requires enabling extension 'chromium_experimental_framebuffer_fetch'");
      return false;
    }
    if (stage_ != PipelineStage::Fragment || !input) {
      once(a->span, ValidateId::ColorStage, "'@color' can only be used for fragment shader input");
      return false;
    }
    if (!numeric_scalar_or_vector(t)) {
      once(at, ValidateId::ColorType, "cannot apply '@color' to declaration of type '" + type_name(t) + "'");
      if (!suppressed_)
        v_.note(a->span, ValidateId::ColorTypeNote,
                "'@color' must only be applied to declarations of numeric scalar or numeric vector type");
      return false;
    }
    return true;
  }

  bool check_blend_src(const Attribute* a, bool input) {
    if (!extension_enabled(v_.module, "dual_source_blending")) {
      once(a->span, ValidateId::BlendSrcExtension,
           "use of '@blend_src' requires enabling extension 'dual_source_blending'");
      return false;
    }
    if (stage_ != PipelineStage::Fragment || input) {
      once(a->span, ValidateId::BlendSrcStage, "'@blend_src' can only be used for fragment shader output");
      return false;
    }
    return true;
  }

  bool check_interpolate(const Attribute* a, const Type* t) {
    if (stage_ == PipelineStage::Compute) {
      once(a->span, ValidateId::InterpolateCompute, "'@interpolate' cannot be used by compute shaders");
      return false;
    }
    std::string_view type = arg_name(a, 0), sampling = arg_name(a, 1);
    if (type.empty()) return false;
    if (integer_scalar_or_vector(t) && type != "flat") {
      once(a->span, ValidateId::InterpolateInteger,
           "interpolation type must be 'flat' for integral user-defined IO types");
      return false;
    }
    if (!sampling.empty()) {
      bool first_or_either = sampling == "first" || sampling == "either";
      if (type == "flat" && !first_or_either) {
        once(a->span, ValidateId::InterpolateFlatSampling,
             "flat interpolation can only use 'first' and 'either' sampling parameters");
        return false;
      }
      if (type != "flat" && first_or_either) {
        once(a->span, ValidateId::InterpolateSampling,
             "'first' and 'either' sampling parameters can only be used with flat interpolation");
        return false;
      }
    }
    return true;
  }

  // Tint's Validator::BuiltinAttribute: extension, store type, then stage and direction.
  bool check_builtin(const Attribute* a, const Type* t, bool input) {
    t = unwrap_ref(t);
    std::string b(arg_name(a, 0));
    std::string_view depth_mode = arg_name(a, 1);
    std::string quoted = "'@builtin(" + b + ")'";
    auto type_error = [&](const std::string& required) {
      once(a->span, ValidateId::BuiltinType, "store type of " + quoted + " must be " + required);
      return false;
    };
    auto needs_extension = [&](const char* ext, bool attribute_word) {
      if (extension_enabled(v_.module, ext)) return false;
      once(a->span, ValidateId::BuiltinExtension,
           "use of " + quoted + (attribute_word ? " attribute" : "") + " requires enabling extension '" + ext + "'");
      return true;
    };
    auto only = [&](const char* what) {
      once(a->span, ValidateId::BuiltinStage, quoted + " is only valid as a " + what);
      return false;
    };
    using S = PipelineStage;
    bool mismatch = false;
    // One case per value of the builtin-value list (syntax/builtin_values.def) and no default: a
    // new value does not compile until its rule is here.
    std::optional<BuiltinValue> value = find_builtin_value(b);
    if (value) {
      switch (*value) {
        case BuiltinValue::Position:
          mismatch = !((input && stage_ == S::Fragment) || (!input && stage_ == S::Vertex));
          if (!is_vec(t, 4, TypeKind::F32)) return type_error("'vec4<f32>'");
          break;
        case BuiltinValue::GlobalInvocationId:
        case BuiltinValue::LocalInvocationId:
        case BuiltinValue::NumWorkgroups:
        case BuiltinValue::WorkgroupId:
          mismatch = !(stage_ == S::Compute && input);
          if (!is_vec(t, 3, TypeKind::U32)) return type_error("'vec3<u32>'");
          break;
        case BuiltinValue::FragDepth:
          mismatch = !(stage_ == S::Fragment && !input);
          if (t->kind != TypeKind::F32) return type_error("'f32'");
          break;
        case BuiltinValue::FrontFacing:
          mismatch = !(stage_ == S::Fragment && input);
          if (t->kind != TypeKind::Bool) return type_error("'bool'");
          break;
        case BuiltinValue::LocalInvocationIndex:
        case BuiltinValue::GlobalInvocationIndex:
        case BuiltinValue::WorkgroupIndex:
          mismatch = !(stage_ == S::Compute && input);
          if (t->kind != TypeKind::U32) return type_error("'u32'");
          break;
        case BuiltinValue::VertexIndex:
        case BuiltinValue::InstanceIndex:
          mismatch = !(stage_ == S::Vertex && input);
          if (t->kind != TypeKind::U32) return type_error("'u32'");
          break;
        case BuiltinValue::SampleMask:
          mismatch = stage_ != S::Fragment;
          if (t->kind != TypeKind::U32) return type_error("'u32'");
          break;
        case BuiltinValue::SampleIndex:
          mismatch = !(stage_ == S::Fragment && input);
          if (t->kind != TypeKind::U32) return type_error("'u32'");
          break;
        case BuiltinValue::SubgroupId:
        case BuiltinValue::NumSubgroups:
          if (needs_extension("subgroups", true)) return false;
          if (t->kind != TypeKind::U32) return type_error("'u32'");
          if (!(stage_ == S::Compute && input)) return only("compute shader input");
          break;
        case BuiltinValue::SubgroupInvocationId:
        case BuiltinValue::SubgroupSize:
          if (needs_extension("subgroups", true)) return false;
          if (t->kind != TypeKind::U32) return type_error("'u32'");
          if (!((stage_ == S::Compute || stage_ == S::Fragment) && input))
            return only("compute or fragment shader input");
          break;
        case BuiltinValue::ClipDistances:
          if (needs_extension("clip_distances", false)) return false;
          if (!(t->kind == TypeKind::Array && t->elem->kind == TypeKind::F32 && t->count > 0 && t->count <= 8 &&
                !t->override_count)) {
            return type_error("'array<f32, N>' (N <= 8)");
          }
          mismatch = !(stage_ == S::Vertex && !input);
          break;
        case BuiltinValue::PrimitiveIndex:
          if (needs_extension("primitive_index", false)) return false;
          if (t->kind != TypeKind::U32) return type_error("'u32'");
          mismatch = !(stage_ == S::Fragment && input);
          break;
        case BuiltinValue::BarycentricCoord:
          if (needs_extension("chromium_experimental_barycentric_coord", false)) return false;
          if (!(t->kind == TypeKind::Vector && t->width == 3 && is_float_scalar(t->elem)))
            return type_error("'vec3<f32>'");
          mismatch = !(stage_ == S::Fragment && input);
          break;
        case BuiltinValue::ViewIndex:
          break;
      }
    }
    if (mismatch) {
      once(a->span, ValidateId::BuiltinStage,
           quoted + " cannot be used for " + stage_name(stage_) + " shader " + (input ? "input" : "output"));
      return false;
    }
    if (!depth_mode.empty() && b != "frag_depth") {
      v_.error(a->span, ValidateId::BuiltinDepthMode,
               "Builtin depth mode '" + std::string(depth_mode) + "' cannot be used for " + quoted);
      return false;
    }
    return true;
  }

  // Resources of one entry point (referenced directly or through callees) do not share a
  // @group/@binding pair (spec "Resource Interface").
  bool check_bindings() {
    std::vector<const Entity*> seen;
    for (const Entity* g : fn_->transitive_globals) {
      if (g->kind != EntityKind::Var || g->group < 0 || g->binding < 0) continue;
      for (const Entity* s : seen) {
        if (s->group != g->group || s->binding != g->binding) continue;
        v_.error(g->decl->span, ValidateId::BindingCollision,
                 "entry point '" + std::string(decl_->name.name) +
                     "' references multiple variables that use the same resource binding '@group(" +
                     std::to_string(g->group) + ")', '@binding(" + std::to_string(g->binding) + ")'");
        v_.note(s->decl->span, ValidateId::FirstBinding, "first resource binding usage declared here");
        return false;
      }
      seen.push_back(g);
    }
    return true;
  }
};

}  // namespace

bool validate_entry_point_io(Validator& v, const FunctionDecl* decl, const FunctionInfo* fn) {
  return EntryPointIO(v, decl, fn).run();
}

}  // namespace wgx::sema::fn
