// Render pipelines: createRenderPipeline's validation as the WebGPU spec gives it (the vertex
// state and its buffer layouts against the vertex inputs, the primitive, depth-stencil and
// multisample states, the fragment targets against the fragment outputs, the inter-stage
// variables, the constants of both stages, the layout against both stages' resources or made from
// them for layout "auto"). The pipeline keeps what draws are checked against and what they run:
// its fixed-function states and both stages lowered to compute-shaped kernels (gpu_draw.cpp).
#include <algorithm>
#include <cmath>

#include "api/compute_program.h"
#include "api/gpu_impl.h"
#include "api/pipeline_checks.h"
#include "api/pipeline_layouts.h"
#include "api/texture_format.h"

namespace wgx::gpu {
namespace {

enum class VertexKind { Float, Uint, Sint };

struct VertexFormatInfo {
  const char* name;
  uint32_t bytes, components;
  VertexKind kind;
};

constexpr VertexFormatInfo kVertexFormats[] = {
    {"undefined", 0, 0, VertexKind::Float},
#define WGX_VERTEX_FORMAT(Enum, name, bytes, components, kind) {name, bytes, components, VertexKind::kind},
#include "wgx/vertex_formats.def"
#undef WGX_VERTEX_FORMAT
};
constexpr size_t kVertexFormatCount = sizeof(kVertexFormats) / sizeof(kVertexFormats[0]);

const VertexFormatInfo& vertex_format_info(VertexFormat f) {
  size_t i = static_cast<size_t>(f);
  return i < kVertexFormatCount ? kVertexFormats[i] : kVertexFormats[0];
}

std::string u(uint64_t v) { return std::to_string(v); }

// What draws of the pipeline run (gpu_draw.cpp). A stage wgx cannot lower is the implementation's
// limit, not the program's fault: the pipeline stays valid and each draw of it is an internal
// error naming the construct.
void keep_draw_states(const RenderPipelineDescriptor& d, const sema::EntryPointReflection* fs, ComputeProgram vertex,
                      ComputeProgram fragment, RenderPipelineImpl* p) {
  p->primitive = d.primitive;
  p->depth_stencil = d.depthStencil;
  p->multisample = d.multisample;
  if (d.fragment) p->targets = d.fragment->targets;
  if (fs) p->fragment_inputs = fs->inputs;
  if (!vertex.module) p->cannot_run = "wgx cannot run its vertex shader: " + vertex.error;
  if (fs && !fragment.module && p->cannot_run.empty())
    p->cannot_run = "wgx cannot run its fragment shader: " + fragment.error;
  p->vertex_program = std::move(vertex.module);
  p->fragment_program = std::move(fragment.module);
}

// The entry point of `stage` in `m`: the named one, or the module's only one of that stage.
const sema::EntryPointReflection* find_entry(const ShaderModuleImpl& m, const std::optional<std::string>& given,
                                             const char* stage, std::string* why) {
  std::vector<const sema::EntryPointReflection*> found;
  const std::string name = given.value_or("");
  for (const sema::EntryPointReflection& ep : m.reflection.entry_points) {
    if (given && ep.name == name) {
      if (ep.stage != stage) {
        *why = "Entry point \"" + name + "\" of " + m.name() + " is a " + ep.stage + " entry point, not " + stage + ".";
        return nullptr;
      }
      return &ep;
    }
    if (!given && ep.stage == stage) found.push_back(&ep);
  }
  if (given) {
    *why = "Entry point \"" + name + "\" doesn't exist in " + m.name() + ".";
    return nullptr;
  }
  if (found.size() != 1) {
    *why = m.name() + " has " + u(found.size()) + " " + stage + " entry points; the entry point must be named.";
    return nullptr;
  }
  return found[0];
}

// The module (valid, this device's), the entry point, and its constants (pipeline_checks.h).
// The module (valid, this device's), the entry point, and its constants (pipeline_checks.h); with
// them, the entry point lowered into `program` (its module null and error set when wgx cannot run it).
const sema::EntryPointReflection* check_programmable_stage(const ProgrammableStage& s, const char* stage,
                                                           sema::PipelineStage kind, const DeviceImpl& device,
                                                           std::string* why, ComputeProgram* program) {
  const std::shared_ptr<ShaderModuleImpl>& m = s.module.impl();
  if (!m) return *why = std::string("The ") + stage + " stage has no shader module.", nullptr;
  if (!m->valid) return *why = m->name() + " is invalid.", nullptr;
  if (m->device.get() != &device) return *why = m->name() + " is associated with another device.", nullptr;
  const sema::EntryPointReflection* ep = find_entry(*m, s.entryPoint, stage, why);
  if (!ep) return nullptr;
  PipelineOptions options;
  options.stage = kind;
  options.entry_point = ep->name;
  options.constants = s.constants;
  options.check_bindings = false;
  options.module_name = m->name();
  options.limits = device.limits;
  DiagnosticList diags;
  *program = prepare_compute_program(m->compiled, *m->file, options, diags);
  for (const Diagnostic& d : diags.all()) *why += (why->empty() ? "" : "\n") + d.message;
  return why->empty() ? ep : nullptr;
}

std::string check_vertex_buffer(const VertexBufferLayout& b, size_t slot, const Limits& l) {
  std::string at = "vertex buffer " + u(slot);
  if (b.arrayStride > l.maxVertexBufferArrayStride)
    return "The arrayStride (" + u(b.arrayStride) + ") of " + at + " exceeds maxVertexBufferArrayStride (" +
           u(l.maxVertexBufferArrayStride) + ").";
  if (b.arrayStride % 4 != 0) return "The arrayStride (" + u(b.arrayStride) + ") of " + at + " is not a multiple of 4.";
  for (const VertexAttribute& a : b.attributes) {
    const VertexFormatInfo& f = vertex_format_info(a.format);
    if (a.format == VertexFormat::Undefined) return "An attribute of " + at + " has no format.";
    uint64_t room = b.arrayStride == 0 ? l.maxVertexBufferArrayStride : b.arrayStride;
    if (a.offset > room || f.bytes > room - a.offset)
      return "Attribute offset (" + u(a.offset) + ") with format " + f.name + " (size: " + u(f.bytes) + ") of " + at +
             " doesn't fit within the " + (b.arrayStride == 0 ? "maxVertexBufferArrayStride (" : "arrayStride (") +
             u(room) + ").";
    if (a.offset % std::min<uint32_t>(4, f.bytes) != 0)
      return "Attribute offset (" + u(a.offset) + ") of " + at + " is not a multiple of " +
             u(std::min<uint32_t>(4, f.bytes)) + ".";
    if (a.shaderLocation >= l.maxVertexAttributes)
      return "Attribute shader location (" + u(a.shaderLocation) +
             ") exceeds the maximum number of vertex attributes (" + u(l.maxVertexAttributes) + ").";
  }
  return "";
}

bool vertex_type_matches(VertexKind kind, const std::string& base) {
  switch (kind) {
    case VertexKind::Float:
      return base == "f32" || base == "f16";
    case VertexKind::Uint:
      return base == "u32";
    case VertexKind::Sint:
      return base == "i32";
  }
  return false;
}

std::string check_vertex_state(const VertexState& v, const sema::EntryPointReflection& ep, const Limits& l) {
  if (v.buffers.size() > l.maxVertexBuffers)
    return "Vertex buffer count (" + u(v.buffers.size()) + ") exceeds the maximum number of vertex buffers (" +
           u(l.maxVertexBuffers) + ").";
  std::map<uint32_t, const VertexAttribute*> by_location;
  uint64_t total = 0;
  for (size_t i = 0; i < v.buffers.size(); i++) {
    if (!v.buffers[i]) continue;
    std::string why = check_vertex_buffer(*v.buffers[i], i, l);
    if (!why.empty()) return why;
    for (const VertexAttribute& a : v.buffers[i]->attributes) {
      if (!by_location.emplace(a.shaderLocation, &a).second)
        return "Attribute shader location (" + u(a.shaderLocation) + ") is used more than once.";
      total++;
    }
  }
  if (total > l.maxVertexAttributes)
    return "Vertex attribute count (" + u(total) + ") exceeds the maximum number of vertex attributes (" +
           u(l.maxVertexAttributes) + ").";
  for (const sema::StageIoReflection& in : ep.inputs) {
    if (in.location < 0) continue;
    auto a = by_location.find(static_cast<uint32_t>(in.location));
    if (a == by_location.end())
      return "Vertex input at location " + u(in.location) + " of entry point \"" + ep.name +
             "\" has no vertex attribute in the pipeline's vertex buffers.";
    const VertexFormatInfo& f = vertex_format_info(a->second->format);
    if (!vertex_type_matches(f.kind, in.base_type))
      return "Vertex attribute at location " + u(in.location) + " has format " + f.name +
             ", which is not compatible with the shader's " + in.base_type + " input.";
  }
  return "";
}

std::string check_primitive(const PrimitiveState& p, const FeatureSet& features) {
  bool strip = p.topology == PrimitiveTopology::LineStrip || p.topology == PrimitiveTopology::TriangleStrip;
  if (!strip && p.stripIndexFormat != IndexFormat::Undefined)
    return "stripIndexFormat is given for a topology that is not a strip.";
  if (p.unclippedDepth && !features.count("depth-clip-control"))
    return "unclippedDepth requires the \"depth-clip-control\" feature, which is not enabled.";
  return "";
}

bool stencil_default(const StencilFaceState& s) {
  return s.compare == CompareFunction::Always && s.failOp == StencilOperation::Keep &&
         s.depthFailOp == StencilOperation::Keep && s.passOp == StencilOperation::Keep;
}

std::string check_depth_stencil(const DepthStencilState& d, PrimitiveTopology topology, const FeatureSet& features) {
  std::string name = format_string(d.format);
  if (!is_depth_or_stencil(d.format) || !format_available(d.format, features))
    return "Depth stencil format " + name + " is not a depth-or-stencil format available on the device.";
  bool depth = has_aspect(d.format, TextureAspect::DepthOnly),
       stencil = has_aspect(d.format, TextureAspect::StencilOnly);
  bool compare_given = d.depthCompare != CompareFunction::Undefined;
  if (!depth && (d.depthWriteEnabled.value_or(false) || (compare_given && d.depthCompare != CompareFunction::Always)))
    return "Depth stencil format " + name + " has no depth aspect, but depth writes or a depth comparison are set.";
  if (!stencil && (!stencil_default(d.stencilFront) || !stencil_default(d.stencilBack)))
    return "Depth stencil format " + name + " has no stencil aspect, but stencil operations are set.";
  if (depth && !d.depthWriteEnabled) return "depthWriteEnabled must be given for the depth format " + name + ".";
  if (depth && !compare_given &&
      (*d.depthWriteEnabled || d.stencilFront.depthFailOp != StencilOperation::Keep ||
       d.stencilBack.depthFailOp != StencilOperation::Keep))
    return "depthCompare must be given when depth writes or a depth-fail stencil operation are set.";
  bool lines = topology == PrimitiveTopology::PointList || topology == PrimitiveTopology::LineList ||
               topology == PrimitiveTopology::LineStrip;
  if (lines && (d.depthBias != 0 || d.depthBiasSlopeScale != 0 || d.depthBiasClamp != 0))
    return "A depth bias is set for a point or line topology.";
  return "";
}

bool uses_src1(BlendFactor f) {
  return f == BlendFactor::Src1 || f == BlendFactor::OneMinusSrc1 || f == BlendFactor::Src1Alpha ||
         f == BlendFactor::OneMinusSrc1Alpha;
}

bool uses_src_alpha(BlendFactor f) {
  return f == BlendFactor::SrcAlpha || f == BlendFactor::OneMinusSrcAlpha || f == BlendFactor::SrcAlphaSaturated ||
         f == BlendFactor::Src1Alpha || f == BlendFactor::OneMinusSrc1Alpha;
}

std::string check_blend_component(const BlendComponent& c, const FeatureSet& features) {
  bool min_max = c.operation == BlendOperation::Min || c.operation == BlendOperation::Max;
  if (min_max && (c.srcFactor != BlendFactor::One || c.dstFactor != BlendFactor::One))
    return "A blend component with the min or max operation has factors other than one.";
  if ((uses_src1(c.srcFactor) || uses_src1(c.dstFactor)) && !features.count("dual-source-blending"))
    return "A src1 blend factor requires the \"dual-source-blending\" feature, which is not enabled.";
  return "";
}

// The scalar type a color format's texels hold, for the fragment output's type.
bool output_type_matches(TextureFormat f, const std::string& base) {
  switch (format_info(f).sample) {
    case SampleClass::Uint:
      return base == "u32";
    case SampleClass::Sint:
      return base == "i32";
    default:
      return base == "f32" || base == "f16";
  }
}

uint32_t color_bytes_per_sample(const std::vector<TextureFormat>& formats) {
  uint32_t total = 0;
  for (TextureFormat f : formats) {
    const ColorTargetInfo* c = color_target_info(f);
    if (!c) continue;
    total = (total + c->alignment - 1) / c->alignment * c->alignment + c->byte_cost;
  }
  return total;
}

std::string check_target(const ColorTargetState& t, size_t index, const sema::EntryPointReflection& ep,
                         const FeatureSet& features, bool* dual_source) {
  std::string at = "color target " + u(index);
  if (!color_renderable(t.format, features))
    return "The format " + format_string(t.format) + " of " + at + " is not color renderable.";
  if (t.writeMask >= 16) return "The writeMask (" + u(t.writeMask) + ") of " + at + " is not less than 16.";
  const ColorTargetInfo& info = *color_target_info(t.format);
  if (t.blend) {
    if (!cap_enabled(info.blendable, features))
      return "Blending is set for " + at + ", but its format " + format_string(t.format) + " is not blendable.";
    for (const BlendComponent* c : {&t.blend->color, &t.blend->alpha}) {
      std::string why = check_blend_component(*c, features);
      if (!why.empty()) return why;
      *dual_source |= uses_src1(c->srcFactor) || uses_src1(c->dstFactor);
    }
  }
  const sema::StageIoReflection* out = nullptr;
  for (const sema::StageIoReflection& o : ep.outputs)
    if (o.location == static_cast<int64_t>(index) && o.blend_src <= 0) out = &o;
  if (out) {
    if (out->components < format_components(t.format))
      return "The fragment output at location " + u(index) + " has " + u(out->components) +
             " component(s), fewer than the " + u(format_components(t.format)) + " of the format " +
             format_string(t.format) + " of " + at + ".";
    if (!output_type_matches(t.format, out->base_type))
      return "The fragment output at location " + u(index) + " (" + out->base_type +
             ") is not compatible with the format " + format_string(t.format) + " of " + at + ".";
    if (t.blend && (uses_src_alpha(t.blend->color.srcFactor) || uses_src_alpha(t.blend->color.dstFactor)) &&
        out->components < 4)
      return "The color blend of " + at + " uses the source alpha, but the fragment output at location " + u(index) +
             " has no alpha channel.";
  }
  if (t.writeMask != 0 && !out)
    return "The fragment shader has no output at location " + u(index) + " for " + at + " (writeMask is not 0).";
  return "";
}

std::string check_fragment_state(const FragmentState& f, const sema::EntryPointReflection& ep,
                                 const DeviceImpl& device) {
  const Limits& l = device.limits;
  if (f.targets.size() > l.maxColorAttachments)
    return "Color target count (" + u(f.targets.size()) + ") exceeds the maximum number of color attachments (" +
           u(l.maxColorAttachments) + ").";
  for (const sema::StageIoReflection& o : ep.outputs)
    if (o.location >= static_cast<int64_t>(l.maxColorAttachments))
      return "The fragment output location (" + u(o.location) + ") exceeds the maximum number of color attachments (" +
             u(l.maxColorAttachments) + ").";
  bool dual_source = false;
  std::vector<TextureFormat> formats;
  for (size_t i = 0; i < f.targets.size(); i++) {
    if (!f.targets[i]) continue;
    std::string why = check_target(*f.targets[i], i, ep, device.features, &dual_source);
    if (!why.empty()) return why;
    formats.push_back(f.targets[i]->format);
  }
  if (dual_source && f.targets.size() != 1) return "Dual-source blending needs exactly one color target.";
  if (dual_source) {
    bool has_src1 = std::any_of(ep.outputs.begin(), ep.outputs.end(), [](auto& o) { return o.blend_src == 1; });
    if (!has_src1) return "A src1 blend factor is used, but the fragment shader has no @blend_src(1) output.";
  }
  uint32_t bytes = color_bytes_per_sample(formats);
  if (bytes > l.maxColorAttachmentBytesPerSample)
    return "The color targets take " + u(bytes) + " bytes per sample, more than maxColorAttachmentBytesPerSample (" +
           u(l.maxColorAttachmentBytesPerSample) + ").";
  return "";
}

bool has_builtin(const std::vector<sema::StageIoReflection>& io, const char* name) {
  return std::any_of(io.begin(), io.end(), [&](auto& x) { return x.builtin == name; });
}

std::string check_inter_stage(const RenderPipelineDescriptor& d, const sema::EntryPointReflection& vs,
                              const sema::EntryPointReflection* fs, const Limits& l) {
  if (!has_builtin(vs.outputs, "position"))
    return "The vertex entry point \"" + vs.name + "\" has no @builtin(position) output.";
  int64_t max_vars = l.maxInterStageShaderVariables, max_location = int64_t(l.maxInterStageShaderVariables) - 1;
  if (d.primitive.topology == PrimitiveTopology::PointList) max_vars--;
  for (const sema::StageIoReflection& o : vs.outputs)
    if (o.builtin == "clip_distances") {
      max_vars -= (o.components + 3) / 4;
      max_location -= (o.components + 3) / 4;
    }
  int64_t outputs = 0;
  for (const sema::StageIoReflection& o : vs.outputs) {
    if (o.location < 0) continue;
    outputs++;
    if (o.location > max_location)
      return "The vertex output location (" + u(o.location) + ") exceeds the maximum (" + std::to_string(max_location) +
             ") of inter-stage shader variables.";
  }
  if (outputs > max_vars)
    return "The vertex stage has " + u(outputs) + " outputs, more than the maximum of inter-stage shader variables (" +
           std::to_string(max_vars) + ").";
  if (!fs) return "";
  int64_t max_inputs = l.maxInterStageShaderVariables, inputs = 0;
  for (const sema::StageIoReflection& in : fs->inputs) {
    static const char* kInterStage[] = {"front_facing",    "sample_index",           "sample_mask",
                                        "primitive_index", "subgroup_invocation_id", "subgroup_size"};
    for (const char* b : kInterStage) max_inputs -= in.builtin == b;
  }
  for (const sema::StageIoReflection& in : fs->inputs) {
    if (in.location < 0) continue;
    inputs++;
    auto o = std::find_if(vs.outputs.begin(), vs.outputs.end(), [&](auto& x) { return x.location == in.location; });
    if (o == vs.outputs.end())
      return "The fragment input at location " + u(in.location) + " has no vertex output at that location.";
    if (o->base_type != in.base_type || o->components != in.components)
      return "The fragment input at location " + u(in.location) + " doesn't have the type of the vertex output there.";
    if (o->interpolation_type != in.interpolation_type || o->interpolation_sampling != in.interpolation_sampling)
      return "The fragment input at location " + u(in.location) +
             " doesn't have the interpolation of the vertex output there.";
  }
  if (inputs > max_inputs)
    return "The fragment stage has " + u(inputs) + " inputs, more than the maximum of inter-stage shader variables (" +
           std::to_string(max_inputs) + ").";
  return "";
}

std::string check_pipeline_states(const RenderPipelineDescriptor& d, const sema::EntryPointReflection* fs,
                                  const DeviceImpl& device) {
  std::string why = check_primitive(d.primitive, device.features);
  if (why.empty() && d.depthStencil) why = check_depth_stencil(*d.depthStencil, d.primitive.topology, device.features);
  if (!why.empty()) return why;
  const MultisampleState& ms = d.multisample;
  if (ms.count != 1 && ms.count != 4) return "Multisample count (" + u(ms.count) + ") is not 1 or 4.";
  if (ms.alphaToCoverageEnabled) {
    if (ms.count == 1) return "alphaToCoverageEnabled needs a multisample count greater than 1.";
    const std::optional<ColorTargetState>* t0 =
        d.fragment && !d.fragment->targets.empty() ? &d.fragment->targets[0] : nullptr;
    if (!t0 || !*t0) return "alphaToCoverageEnabled needs a color target at index 0.";
    const ColorTargetInfo* c = color_target_info((*t0)->format);
    if (!c || !cap_enabled(c->blendable, device.features) || format_components((*t0)->format) < 4)
      return "alphaToCoverageEnabled needs the format of color target 0 to be blendable and have alpha.";
  }
  if (fs && has_builtin(fs->outputs, "sample_mask") && ms.alphaToCoverageEnabled)
    return "The fragment shader writes @builtin(sample_mask) while alphaToCoverageEnabled is true.";
  if (fs && has_builtin(fs->outputs, "frag_depth") &&
      (!d.depthStencil || !has_aspect(d.depthStencil->format, TextureAspect::DepthOnly)))
    return "The fragment shader writes @builtin(frag_depth), but the pipeline has no depth attachment.";
  bool any_target = d.fragment && std::any_of(d.fragment->targets.begin(), d.fragment->targets.end(),
                                              [](auto& t) { return t.has_value(); });
  if (!any_target && !d.depthStencil) return "The pipeline has neither a color target nor a depth-stencil state.";
  return "";
}

RenderPassLayout pass_layout_of(const RenderPipelineDescriptor& d) {
  RenderPassLayout l;
  if (d.fragment)
    for (const std::optional<ColorTargetState>& t : d.fragment->targets)
      l.colors.push_back(t ? t->format : TextureFormat::Undefined);
  while (!l.colors.empty() && l.colors.back() == TextureFormat::Undefined) l.colors.pop_back();
  if (d.depthStencil) l.depth_stencil = d.depthStencil->format;
  l.samples = d.multisample.count;
  return l;
}

// A culled face's stencil operations never run, so they do not make the pipeline write stencil.
bool writes_stencil(const DepthStencilState& d, CullMode cull) {
  if (!has_aspect(d.format, TextureAspect::StencilOnly) || d.stencilWriteMask == 0) return false;
  auto writes = [](const StencilFaceState& s) {
    return s.failOp != StencilOperation::Keep || s.depthFailOp != StencilOperation::Keep ||
           s.passOp != StencilOperation::Keep;
  };
  return (cull != CullMode::Front && writes(d.stencilFront)) || (cull != CullMode::Back && writes(d.stencilBack));
}

std::string check_layout_object(const PipelineLayout& layout, const DeviceImpl& device, size_t vertex_buffers) {
  const std::shared_ptr<PipelineLayoutImpl>& l = layout.impl();
  if (!l) return "";
  if (!l->valid) return l->name() + " is invalid.";
  if (l->device.get() != &device) return l->name() + " is associated with another device.";
  if (l->groups.size() + vertex_buffers > device.limits.maxBindGroupsPlusVertexBuffers)
    return "The bind group count (" + u(l->groups.size()) + ") plus the vertex buffer count (" + u(vertex_buffers) +
           ") exceeds maxBindGroupsPlusVertexBuffers (" + u(device.limits.maxBindGroupsPlusVertexBuffers) + ").";
  return "";
}

}  // namespace

std::string_view vertexFormatName(VertexFormat format) { return vertex_format_info(format).name; }

uint32_t vertex_format_bytes(VertexFormat format) { return vertex_format_info(format).bytes; }

std::optional<VertexFormat> vertexFormatByName(std::string_view name) {
  for (size_t i = 1; i < kVertexFormatCount; i++)
    if (name == kVertexFormats[i].name) return static_cast<VertexFormat>(i);
  return std::nullopt;
}

RenderPipeline Device::createRenderPipeline(const RenderPipelineDescriptor& d) {
  if (!impl_) return {};
  auto p = make_object<RenderPipelineImpl>(impl_, d.label);
  std::string context =
      impl_->name() + ".CreateRenderPipeline(" + object_name("RenderPipelineDescriptor", d.label) + ")";
  auto fail = [&](const std::string& why) {
    p->valid = false;
    p->layout.reset();
    impl_->raise(ErrorType::Validation, why + "\n - While calling " + context + ".");
    return RenderPipeline(p);
  };
  if (impl_->lost) return fail("lost device");
  std::string why = check_layout_object(d.layout, *impl_, d.vertex.buffers.size());
  if (!why.empty()) return fail(why);
  ComputeProgram vertex_program, fragment_program;
  const sema::EntryPointReflection* vs =
      check_programmable_stage(d.vertex, "vertex", sema::PipelineStage::Vertex, *impl_, &why, &vertex_program);
  if (!vs) return fail(why);
  why = check_vertex_state(d.vertex, *vs, impl_->limits);
  if (!why.empty()) return fail(why);
  const sema::EntryPointReflection* fs = nullptr;
  if (d.fragment) {
    fs = check_programmable_stage(*d.fragment, "fragment", sema::PipelineStage::Fragment, *impl_, &why,
                                  &fragment_program);
    if (!fs) return fail(why);
    why = check_fragment_state(*d.fragment, *fs, *impl_);
  }
  if (why.empty()) why = check_pipeline_states(d, fs, *impl_);
  if (why.empty()) why = check_inter_stage(d, *vs, fs, impl_->limits);
  if (!why.empty()) return fail(why);

  p->vertex_module = d.vertex.module.impl();
  std::vector<StageBindings> stages = {stage_bindings(*p->vertex_module, *vs, ShaderStage::Vertex)};
  if (fs) {
    p->fragment_module = d.fragment->module.impl();
    stages.push_back(stage_bindings(*p->fragment_module, *fs, ShaderStage::Fragment));
  }
  if (d.layout) {
    p->layout = d.layout.impl();
    why = check_pipeline_layout(*p->layout, stages);
  } else {
    p->layout = make_object<PipelineLayoutImpl>(impl_, "");
    p->auto_layout = true;
    why = make_auto_layout(stages, impl_, p.get(), p->layout.get());
  }
  if (!why.empty()) return fail(why);
  p->pass_layout = pass_layout_of(d);
  if (d.depthStencil) {
    p->writes_depth = d.depthStencil->depthWriteEnabled.value_or(false);
    p->writes_stencil = writes_stencil(*d.depthStencil, d.primitive.cullMode);
  }
  p->strip =
      d.primitive.topology == PrimitiveTopology::LineStrip || d.primitive.topology == PrimitiveTopology::TriangleStrip;
  p->strip_index_format = d.primitive.stripIndexFormat;
  p->vertex_buffers = d.vertex.buffers;
  keep_draw_states(d, fs, std::move(vertex_program), std::move(fragment_program), p.get());
  for (const StageBindings& s : stages)
    for (const UsedBinding& b : s.used) p->bindings.push_back({b.group, b.binding, b.min_size});
  return RenderPipeline(p);
}

BindGroupLayout RenderPipeline::getBindGroupLayout(uint32_t index) const {
  if (!impl_) return {};
  return pipeline_bind_group_layout(*impl_, impl_->name(), impl_->layout.get(),
                                    impl_->auto_layout ? impl_.get() : nullptr, index);
}

bool RenderPipeline::isValid() const { return impl_ && impl_->valid; }

}  // namespace wgx::gpu
