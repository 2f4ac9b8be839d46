// The draws of a render pass at submit: each recorded draw (gpu_render_pass.cpp) becomes the
// raster layer's plain description (src/raster/raster.h: the pipeline's fixed-function states,
// the bound vertex and index ranges, the attachments' texel planes, the pass's viewport, scissor
// and blend constant), and its two stages run as the pipeline's compute-shaped kernels (built once
// per pipeline for the device's backend, like a compute pipeline's) over the draw's bind groups.
// What wgx cannot draw yet is an internal error naming it, never a picture drawn without it.
// Under ExecutionSettings::sanitize both stages run on the interpreter with the sanitizer (see
// sanitized_runner).
#include <cstring>
#include <optional>

#include "api/gpu_impl.h"
#include "api/sanitizer_findings.h"
#include "api/texture_copy.h"
#include "api/texture_format.h"
#include "raster/raster.h"
#include "sanitize/stage_session.h"

namespace wgx::gpu {
namespace {

// The raster enums list WebGPU's values in WebGPU's order (CompareFunction adds Undefined first).
template <typename To, typename From>
To same_order(From f) {
  return static_cast<To>(static_cast<int>(f));
}
static_assert(static_cast<int>(BlendFactor::OneMinusSrc1Alpha) ==
              static_cast<int>(raster::BlendFactor::OneMinusSrc1Alpha));
static_assert(static_cast<int>(BlendOperation::Max) == static_cast<int>(raster::BlendOp::Max));
static_assert(static_cast<int>(PrimitiveTopology::TriangleStrip) == static_cast<int>(raster::Topology::TriangleStrip));
static_assert(static_cast<int>(CullMode::Back) == static_cast<int>(raster::Cull::Back));
static_assert(static_cast<int>(StencilOperation::DecrementWrap) == static_cast<int>(raster::StencilOp::DecrementWrap));
static_assert(static_cast<int>(CompareFunction::Always) - 1 == static_cast<int>(raster::Compare::Always));

// Not given (Undefined) compares as "always".
raster::Compare compare(CompareFunction c) {
  return c == CompareFunction::Undefined ? raster::Compare::Always
                                         : static_cast<raster::Compare>(static_cast<int>(c) - 1);
}

raster::BlendComponent blend_component(const BlendComponent& b) {
  return {same_order<raster::BlendOp>(b.operation), same_order<raster::BlendFactor>(b.srcFactor),
          same_order<raster::BlendFactor>(b.dstFactor)};
}

raster::Interpolation interpolation(const std::string& type) {
  return type == "flat"     ? raster::Interpolation::Flat
         : type == "linear" ? raster::Interpolation::Linear
                            : raster::Interpolation::Perspective;
}

bool stencil_used(const DepthStencilState& d) {
  auto face_used = [](const StencilFaceState& f) {
    return f.compare != CompareFunction::Always || f.failOp != StencilOperation::Keep ||
           f.depthFailOp != StencilOperation::Keep || f.passOp != StencilOperation::Keep;
  };
  return face_used(d.stencilFront) || face_used(d.stencilBack);
}

raster::Pipeline raster_pipeline(const RenderPipelineImpl& p) {
  raster::Pipeline r;
  r.vertex = &p.vertex_program->io;
  r.fragment = p.fragment_program ? &p.fragment_program->io : nullptr;
  for (const std::optional<VertexBufferLayout>& b : p.vertex_buffers) {
    if (!b) {
      r.buffers.emplace_back();
      continue;
    }
    raster::VertexBufferLayout layout;
    layout.stride = b->arrayStride;
    layout.per_instance = b->stepMode == VertexStepMode::Instance;
    for (const VertexAttribute& a : b->attributes)
      layout.attributes.push_back({static_cast<raster::VertexFormat>(a.format), a.offset, a.shaderLocation});
    r.buffers.push_back(std::move(layout));
  }
  r.topology = same_order<raster::Topology>(p.primitive.topology);
  r.front_ccw = p.primitive.frontFace == FrontFace::CCW;
  r.cull = same_order<raster::Cull>(p.primitive.cullMode);
  r.unclipped_depth = p.primitive.unclippedDepth;
  for (const std::optional<ColorTargetState>& t : p.targets) {
    if (!t) {
      r.targets.emplace_back();
      continue;
    }
    raster::ColorTarget c;
    c.format = static_cast<exec::TexelFormat>(t->format);  // the same enumerators (texture_formats.def)
    c.blend = t->blend.has_value();
    if (t->blend) c.color = blend_component(t->blend->color), c.alpha = blend_component(t->blend->alpha);
    c.write_mask = t->writeMask;
    r.targets.push_back(c);
  }
  if (p.depth_stencil && has_aspect(p.depth_stencil->format, TextureAspect::DepthOnly)) {
    raster::DepthState d;
    d.format = static_cast<exec::TexelFormat>(aspect_format(p.depth_stencil->format, TextureAspect::DepthOnly));
    d.compare = compare(p.depth_stencil->depthCompare);
    d.write = p.depth_stencil->depthWriteEnabled.value_or(false);
    d.bias = p.depth_stencil->depthBias;
    d.bias_slope_scale = p.depth_stencil->depthBiasSlopeScale;
    d.bias_clamp = p.depth_stencil->depthBiasClamp;
    r.depth = d;
  }
  if (p.depth_stencil && has_aspect(p.depth_stencil->format, TextureAspect::StencilOnly) &&
      stencil_used(*p.depth_stencil)) {
    const DepthStencilState& d = *p.depth_stencil;
    auto face = [](const StencilFaceState& f) {
      return raster::StencilFace{compare(f.compare), same_order<raster::StencilOp>(f.failOp),
                                 same_order<raster::StencilOp>(f.depthFailOp), same_order<raster::StencilOp>(f.passOp)};
    };
    r.stencil = raster::StencilState{face(d.stencilFront), face(d.stencilBack), d.stencilReadMask, d.stencilWriteMask};
  }
  for (const sema::StageIoReflection& in : p.fragment_inputs)
    if (in.location >= 0)
      r.interpolation.push_back({static_cast<uint32_t>(in.location), interpolation(in.interpolation_type)});
  for (const sema::StageIoReflection& in : p.fragment_inputs)
    if (in.location >= 0 && in.interpolation_sampling == "centroid")
      r.centroid.push_back(static_cast<uint32_t>(in.location));
  r.samples = p.multisample.count;
  r.sample_mask = p.multisample.mask;
  r.alpha_to_coverage = p.multisample.alphaToCoverageEnabled;
  // WebGPU runs the fragment shader once per sample when it reads sample_index or interpolates at
  // `sample` (with one sample, per pixel is the same).
  for (const sema::StageIoReflection& in : p.fragment_inputs)
    if (in.builtin == "sample_index" || in.interpolation_sampling == "sample") r.per_sample = r.samples > 1;
  return r;
}

// One subresource of an attachment as the rasterizer writes it; false when its plane is too large.
bool attachment(const TextureViewImpl& v, uint32_t layer, TextureAspect aspect, TextureFormat format,
                raster::Attachment* out) {
  TextureImpl& t = *v.texture;
  Extent3D e = level_size(t, v.desc.baseMipLevel);
  uint8_t* plane = aspect_plane(t, aspect, v.desc.baseMipLevel);
  if (!plane) return false;
  out->format = static_cast<exec::TexelFormat>(format);
  out->width = e.width;
  out->height = e.height;
  out->samples = t.desc.sampleCount;
  out->data = plane + uint64_t{e.width} * e.height * exec::texel_layout(out->format).bytes * out->samples * layer;
  return true;
}

constexpr const char* kPlaneTooLarge = "an attachment's mip level is larger than the 1024 MiB wgx holds per aspect";
static_assert(kMaxPlaneBytes == uint64_t{1024} << 20);

// The pass's attachments; "" or why they cannot be drawn into.
std::string targets_of(const RenderPassCommand& pass, raster::Targets* out) {
  for (const ColorAttachmentOps& c : pass.colors) {
    out->colors.emplace_back();
    if (!c.view) continue;
    raster::Attachment a;
    if (!attachment(*c.view, c.slice, TextureAspect::All, c.view->desc.format, &a)) return kPlaneTooLarge;
    out->colors.back() = a;
  }
  if (pass.depth_stencil && pass.depth_stencil->view) {
    const TextureViewImpl& v = *pass.depth_stencil->view;
    TextureFormat f = v.texture->desc.format;
    if (has_aspect(f, TextureAspect::DepthOnly)) {
      raster::Attachment a;
      if (!attachment(v, v.desc.baseArrayLayer, TextureAspect::DepthOnly, aspect_format(f, TextureAspect::DepthOnly),
                      &a))
        return kPlaneTooLarge;
      out->depth = a;
    }
    if (has_aspect(f, TextureAspect::StencilOnly)) {
      raster::Attachment a;
      if (!attachment(v, v.desc.baseArrayLayer, TextureAspect::StencilOnly,
                      aspect_format(f, TextureAspect::StencilOnly), &a))
        return kPlaneTooLarge;
      out->stencil = a;
    }
  }
  return "";
}

// Builds the pipeline's two kernels once, at its first draw.
std::string build_stages(const DeviceImpl& device, RenderPipelineImpl& p) {
  std::call_once(p.built, [&] {
    exec::Backend backend = program::backend_for(device.backend, device.run_settings, false);
    p.vertex_executable = program::Executable::build(p.vertex_program, backend, device.run_settings, &p.build_error);
    if (p.vertex_executable && p.fragment_program)
      p.fragment_executable =
          program::Executable::build(p.fragment_program, backend, device.run_settings, &p.build_error);
  });
  if (!p.vertex_executable || (p.fragment_program && !p.fragment_executable)) return p.build_error;
  return "";
}

// The draw's bind groups as the executors take them.
struct Bound {
  std::vector<exec::BufferBinding> buffers;
  std::vector<exec::TextureBinding> textures;
  std::vector<exec::SamplerBinding> samplers;
};

// Runs one stage kernel over a batch of records, with the draw's bind groups beside the hidden
// stage buffers.
raster::StageRunner stage_runner(const DeviceImpl& device, const program::Executable* executable, const Bound& bound) {
  program::DeviceSettings one_thread = device.run_settings;
  one_thread.threads = 1;
  return [&device, executable, &bound, one_thread](std::vector<uint8_t>& in, std::vector<uint8_t>& out, uint32_t count,
                                                   bool here, const std::vector<raster::InvocationTag>&) {
    std::vector<exec::BufferBinding> views = bound.buffers;
    views.push_back({ir::kStageIoGroup, ir::kStageInputBinding, in.data(), in.size()});
    views.push_back({ir::kStageIoGroup, ir::kStageOutputBinding, out.data(), out.size()});
    uint32_t workgroups[3] = {count / 64, 1, 1};
    program::RunResult r =
        program::run(*executable, views, bound.textures, bound.samplers, workgroups,
                     here ? one_thread : device.run_settings);
    return r.ok() ? std::string() : r.message;
  };
}

// One stage of a sanitized draw: its batches checked as one sanitize::StageSession (nothing orders
// a draw's invocations, across batches neither), and the raster's tags of every batch's records
// in order, by which the session names invocations (its invocation numbers count records from
// the first batch on).
struct SanitizedStage {
  std::vector<raster::InvocationTag> tags;
  std::unique_ptr<sanitize::StageSession> session;

  SanitizedStage(const ir::Module& m, const sanitize::Settings& checks)
      : session(std::make_unique<sanitize::StageSession>(m, checks, [this](uint64_t invocation) {
          return invocation < tags.size() ? raster::invocation_name(tags[invocation]) : std::string("an invocation");
        })) {}
};

sanitize::Settings sanitizer_checks(const SanitizerSettings& s) {
  sanitize::Settings checks;
  checks.races = s.races, checks.bounds = s.bounds, checks.numerics = s.numerics, checks.stop_at_first = s.stopAtFirst;
  return checks;
}

// Runs a batch of a sanitized stage on the interpreter, on the calling thread.
raster::StageRunner sanitized_runner(const DeviceImpl& device, SanitizedStage& stage, const Bound& bound) {
  return [&device, &stage, &bound](std::vector<uint8_t>& in, std::vector<uint8_t>& out, uint32_t count, bool,
                                   const std::vector<raster::InvocationTag>& tags) {
    stage.tags.insert(stage.tags.end(), tags.begin(), tags.end());
    std::vector<uint8_t> checked(tags.size());
    for (size_t i = 0; i < tags.size(); i++)
      checked[i] =
          tags[i].kind == raster::InvocationTag::Kind::Vertex || tags[i].kind == raster::InvocationTag::Kind::Fragment;
    std::vector<exec::BufferBinding> views = bound.buffers;
    views.push_back({ir::kStageIoGroup, ir::kStageInputBinding, in.data(), in.size()});
    views.push_back({ir::kStageIoGroup, ir::kStageOutputBinding, out.data(), out.size()});
    const program::DeviceSettings& s = device.run_settings;
    exec::ExecOptions o;
    o.dispatch[0] = count / 64;
    o.max_steps = s.max_steps, o.max_seconds = s.max_seconds, o.max_memory = s.max_memory;
    o.subgroup_size = s.subgroup_size, o.schedule = s.schedule, o.schedule_seed = s.schedule_seed;
    return stage.session->run(views, bound.textures, bound.samplers, o, std::move(checked));
  };
}

// A draw under the sanitizer: the stages' batches on the interpreter, the tiles on one thread in
// a fixed order (so that the reports, which name the first occurrence of each finding, are the
// same on every run). The findings join the device's, at the module of each stage.
std::string run_sanitized_draw(DeviceImpl& device, RenderPipelineImpl& p, const raster::Draw& draw,
                               const raster::PassState& pass, const raster::Targets& targets, const Bound& bound) {
  sanitize::Settings checks = sanitizer_checks(device.settings.sanitize);
  SanitizedStage vertex(*p.vertex_program, checks);
  std::optional<SanitizedStage> fragment;
  if (p.fragment_program) fragment.emplace(*p.fragment_program, checks);
  std::string error =
      raster::draw(raster_pipeline(p), draw, pass, targets, sanitized_runner(device, vertex, bound),
                   fragment ? sanitized_runner(device, *fragment, bound) : raster::StageRunner{}, 1, true);
  std::vector<sanitize::Finding> findings = vertex.session->take();
  keep_findings(device, p.vertex_module->file, findings);
  if (fragment) {
    findings = fragment->session->take();
    keep_findings(device, p.fragment_module->file, findings);
  }
  return error;
}

// The draw's bind groups: buffers (dynamic offsets applied), texture views and samplers; "" or
// why a view cannot be bound (texture_binding).
std::string bind(const DrawRecord& d, Bound* out) {
  for (size_t g = 0; g < d.groups.size(); g++) {
    if (!d.groups[g].group) continue;
    int64_t group = static_cast<int64_t>(g);
    size_t k = 0;  // dynamic offsets apply to the dynamic entries in binding order
    for (const BindGroupImpl::Entry& e : d.groups[g].group->entries) {
      uint64_t offset = e.offset + (e.layout.hasDynamicOffset ? d.groups[g].dynamic_offsets[k++] : 0);
      out->buffers.push_back({group, e.binding, e.buffer->data.get() + offset, e.size});
    }
    for (const BindGroupImpl::ResourceEntry& r : d.groups[g].group->resources) {
      if (r.sampler) out->samplers.push_back(sampler_binding(group, r.binding, r.sampler->desc));
      if (!r.view) continue;
      out->textures.emplace_back();
      if (std::string why = texture_binding(group, r.binding, *r.view, &out->textures.back()); !why.empty()) return why;
    }
  }
  return "";
}

// An indirect draw's arguments, read now; false when the draw does nothing (an indexed range past
// the index buffer is skipped, as WebGPU's validation of indirect draws does; a first instance
// other than 0 without "indirect-first-instance" makes the draw a no-op, as WebGPU says).
bool read_indirect(DrawRecord& d, const std::set<std::string>& features) {
  if (!d.indirect) return true;
  uint32_t args[5] = {0, 0, 0, 0, 0};
  std::memcpy(args, d.indirect->data.get() + d.indirect_offset, d.indexed ? 20 : 16);
  d.count = args[0], d.instances = args[1], d.first = args[2];
  if (d.indexed) {
    d.base_vertex = static_cast<int32_t>(args[3]);
    d.first_instance = args[4];
    uint64_t bytes = d.index_format == IndexFormat::Uint32 ? 4 : 2;
    if ((uint64_t{d.first} + d.count) * bytes > d.index.size) return false;
  } else {
    d.first_instance = args[3];
  }
  if (d.first_instance != 0 && !features.count("indirect-first-instance")) return false;
  return d.count > 0 && d.instances > 0;
}

raster::Bytes bytes_of(const BufferRange& r) {
  if (!r.buffer) return {};
  return {r.buffer->data.get() + r.offset, r.size};
}

raster::PassState pass_state(const PassDrawState& s) {
  raster::PassState out;
  std::copy(s.viewport, s.viewport + 6, out.viewport);
  std::copy(s.scissor, s.scissor + 4, out.scissor);
  const Color& c = s.blend_constant;
  out.blend_constant[0] = static_cast<float>(c.r), out.blend_constant[1] = static_cast<float>(c.g);
  out.blend_constant[2] = static_cast<float>(c.b), out.blend_constant[3] = static_cast<float>(c.a);
  out.stencil_reference = s.stencil_reference;
  return out;
}

// One draw; "" or why it did not run, with *type the error that is (internal unless the draw
// could not have the memory it needed).
std::string run_draw(DeviceImpl& device, const RenderPassCommand& pass, DrawRecord d, const raster::Targets& targets,
                     ErrorType* type) {
  RenderPipelineImpl& p = *d.pipeline;
  if (!p.cannot_run.empty()) return p.cannot_run;
  if (!(p.multisample.mask & ((1u << p.multisample.count) - 1))) return "";  // every sample is masked off
  if (!read_indirect(d, device.features)) return "";
  Bound bound;
  if (std::string why = bind(d, &bound); !why.empty()) {
    *type = ErrorType::OutOfMemory;
    return why;
  }
  bool sanitized = device.settings.sanitize.any();
  std::string error = sanitized ? std::string() : build_stages(device, p);
  if (!error.empty()) return error;
  raster::Draw draw;
  draw.count = d.count, draw.instances = d.instances, draw.first = d.first, draw.first_instance = d.first_instance;
  draw.base_vertex = d.base_vertex;
  draw.indexed = d.indexed;
  draw.index32 = d.index_format == IndexFormat::Uint32;
  draw.index = bytes_of(d.index);
  for (const BufferRange& v : d.vertex) draw.vertex_buffers.push_back(bytes_of(v));
  PassDrawState state =
      d.state >= 0 && static_cast<size_t>(d.state) < pass.states.size() ? pass.states[d.state] : PassDrawState{};
  if (sanitized) return run_sanitized_draw(device, p, draw, pass_state(state), targets, bound);
  raster::StageRunner vertex = stage_runner(device, p.vertex_executable.get(), bound);
  raster::StageRunner fragment =
      p.fragment_executable ? stage_runner(device, p.fragment_executable.get(), bound) : raster::StageRunner{};
  return raster::draw(raster_pipeline(p), draw, pass_state(state), targets, vertex, fragment,
                      device.run_settings.threads);
}

}  // namespace

bool resolve_attachment(const ColorAttachmentOps& c) {
  raster::Attachment from, to;
  if (!attachment(*c.view, c.slice, TextureAspect::All, c.view->desc.format, &from)) return false;
  if (!attachment(*c.resolve, c.resolve->desc.baseArrayLayer, TextureAspect::All, c.resolve->desc.format, &to))
    return false;
  raster::resolve(from, to);
  return true;
}

void run_draws(DeviceImpl& device, const RenderPassCommand& pass) {
  if (pass.draws.empty()) return;
  raster::Targets targets;
  std::string missing = targets_of(pass, &targets);
  for (const DrawRecord& d : pass.draws) {
    ErrorType type = ErrorType::Internal;
    std::string error = missing.empty() ? run_draw(device, pass, d, targets, &type) : missing;
    if (error.empty()) continue;
    // WebGPU reports work the implementation could not do as an internal error, memory it could
    // not have as an out-of-memory one; the pass's remaining draws do not run either, so the
    // picture is never drawn in part without saying so.
    return device.raise(type, "A draw of " + d.pipeline->name() + " failed: " + error + "\n - While calling " +
                                  device.name() + ".Queue.Submit().");
  }
}

}  // namespace wgx::gpu
