// The native side of render pipelines, render bundle encoders and query sets: their descriptors
// from the forms lib/pipeline.js and lib/render.js convert them to (every member present, enums
// as WebGPU's strings, "not given" as an absent member), and createRenderPipeline,
// createRenderBundleEncoder, createQuerySet, and the vertex format list that lib/pipeline.js checks
// GPUVertexFormat strings against. createRenderPipelineAsync is queue work
// (queue.cpp); passes and bundle commands are render_pass.cpp.
#include <cmath>

#include "native.h"

namespace wgx::node {
namespace {

Napi::Array member_array(const Napi::Object& object, const char* name) {
  Napi::Value value = object.Get(name);
  if (value.IsUndefined()) return Napi::Array::New(object.Env());
  if (!value.IsArray()) throw Napi::TypeError::New(object.Env(), std::string(name) + " is not an array.");
  return value.As<Napi::Array>();
}

// The member `name` as an object, or nullopt when it is undefined or null.
std::optional<Napi::Object> optional_object(const Napi::Object& object, const char* name) {
  Napi::Value value = object.Get(name);
  if (value.IsUndefined() || value.IsNull()) return std::nullopt;
  if (!value.IsObject()) throw Napi::TypeError::New(object.Env(), std::string(name) + " is not an object.");
  return value.As<Napi::Object>();
}

// An item of a sequence<T?>: an object, or nullopt for null.
std::optional<Napi::Object> nullable_item(const Napi::Array& array, uint32_t i, const char* what) {
  Napi::Value value = array.Get(i);
  if (value.IsNull() || value.IsUndefined()) return std::nullopt;
  if (!value.IsObject()) throw Napi::TypeError::New(array.Env(), std::string(what) + " is not an object.");
  return value.As<Napi::Object>();
}

int32_t member_i32(const Napi::Object& object, const char* name, int32_t fallback) {
  double d = member_double(object, name, fallback);
  if (!std::isfinite(d) || d < INT32_MIN || d > INT32_MAX)
    throw Napi::TypeError::New(object.Env(), std::string(name) + " is outside the range of a long.");
  return static_cast<int32_t>(d);
}

gpu::VertexBufferLayout vertex_buffer_layout(const Napi::Object& b) {
  gpu::VertexBufferLayout layout;
  layout.arrayStride = member_u64(b, "arrayStride", 0);
  layout.stepMode = member_enum(b, "stepMode", gpu::VertexStepMode::Vertex);
  Napi::Array attributes = member_array(b, "attributes");
  for (uint32_t i = 0; i < attributes.Length(); i++) {
    std::optional<Napi::Object> a = nullable_item(attributes, i, "attribute");
    if (!a) throw Napi::TypeError::New(b.Env(), "attribute is not an object.");
    std::string name = member_string(*a, "format");
    std::optional<gpu::VertexFormat> format = gpu::vertexFormatByName(name);
    if (!format) throw Napi::TypeError::New(b.Env(), "'" + name + "' is not a valid GPUVertexFormat.");
    layout.attributes.push_back({*format, member_u64(*a, "offset", 0), member_u32(*a, "shaderLocation", 0)});
  }
  return layout;
}

gpu::VertexState vertex_state(const Napi::Object& v) {
  gpu::VertexState state;
  static_cast<gpu::ProgrammableStage&>(state) = programmable_stage(v);
  Napi::Array buffers = member_array(v, "buffers");
  for (uint32_t i = 0; i < buffers.Length(); i++) {
    std::optional<Napi::Object> b = nullable_item(buffers, i, "vertex buffer layout");
    state.buffers.push_back(b ? std::optional(vertex_buffer_layout(*b)) : std::nullopt);
  }
  return state;
}

gpu::PrimitiveState primitive_state(const Napi::Object& p) {
  gpu::PrimitiveState state;
  state.topology = member_enum(p, "topology", gpu::PrimitiveTopology::TriangleList);
  state.stripIndexFormat = member_enum(p, "stripIndexFormat", gpu::IndexFormat::Undefined);
  state.frontFace = member_enum(p, "frontFace", gpu::FrontFace::CCW);
  state.cullMode = member_enum(p, "cullMode", gpu::CullMode::None);
  state.unclippedDepth = member_bool(p, "unclippedDepth");
  return state;
}

gpu::StencilFaceState stencil_face(const Napi::Object& s) {
  gpu::StencilFaceState face;
  face.compare = member_enum(s, "compare", gpu::CompareFunction::Always);
  face.failOp = member_enum(s, "failOp", gpu::StencilOperation::Keep);
  face.depthFailOp = member_enum(s, "depthFailOp", gpu::StencilOperation::Keep);
  face.passOp = member_enum(s, "passOp", gpu::StencilOperation::Keep);
  return face;
}

gpu::DepthStencilState depth_stencil_state(const Napi::Object& d) {
  gpu::DepthStencilState state;
  state.format = format_of(d.Env(), member_string(d, "format"));
  if (!d.Get("depthWriteEnabled").IsUndefined()) state.depthWriteEnabled = member_bool(d, "depthWriteEnabled");
  state.depthCompare = member_enum(d, "depthCompare", gpu::CompareFunction::Undefined);
  if (auto front = optional_object(d, "stencilFront")) state.stencilFront = stencil_face(*front);
  if (auto back = optional_object(d, "stencilBack")) state.stencilBack = stencil_face(*back);
  state.stencilReadMask = member_u32(d, "stencilReadMask", 0xFFFFFFFF);
  state.stencilWriteMask = member_u32(d, "stencilWriteMask", 0xFFFFFFFF);
  state.depthBias = member_i32(d, "depthBias", 0);
  state.depthBiasSlopeScale = static_cast<float>(member_double(d, "depthBiasSlopeScale", 0));
  state.depthBiasClamp = static_cast<float>(member_double(d, "depthBiasClamp", 0));
  return state;
}

gpu::MultisampleState multisample_state(const Napi::Object& m) {
  return {member_u32(m, "count", 1), member_u32(m, "mask", 0xFFFFFFFF), member_bool(m, "alphaToCoverageEnabled")};
}

gpu::BlendComponent blend_component(const Napi::Object& c) {
  return {member_enum(c, "operation", gpu::BlendOperation::Add), member_enum(c, "srcFactor", gpu::BlendFactor::One),
          member_enum(c, "dstFactor", gpu::BlendFactor::Zero)};
}

gpu::ColorTargetState color_target(const Napi::Object& t) {
  gpu::ColorTargetState target;
  target.format = format_of(t.Env(), member_string(t, "format"));
  if (auto blend = optional_object(t, "blend"))
    target.blend = gpu::BlendState{blend_component(member_object(*blend, "color")),
                                   blend_component(member_object(*blend, "alpha"))};
  target.writeMask = member_u32(t, "writeMask", gpu::ColorWrite::All);
  return target;
}

gpu::FragmentState fragment_state(const Napi::Object& f) {
  gpu::FragmentState state;
  static_cast<gpu::ProgrammableStage&>(state) = programmable_stage(f);
  Napi::Array targets = member_array(f, "targets");
  for (uint32_t i = 0; i < targets.Length(); i++) {
    std::optional<Napi::Object> t = nullable_item(targets, i, "color target");
    state.targets.push_back(t ? std::optional(color_target(*t)) : std::nullopt);
  }
  return state;
}

// createRenderPipeline(device, descriptor)
Napi::Value CreateRenderPipeline(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  gpu::RenderPipelineDescriptor d = render_pipeline_descriptor(arg_object(info, 1, "descriptor"));
  ErrorCollector collector;
  auto boxed = box(Kind::RenderPipeline);
  boxed->render_pipeline = device->device.createRenderPipeline(d);
  return call_result(env, wrap(env, boxed), collector);
}

// createRenderBundleEncoder(device, GPURenderBundleEncoderDescriptor): a null color format, an
// absent depth-stencil format are Undefined.
Napi::Value CreateRenderBundleEncoder(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  Napi::Object desc = arg_object(info, 1, "descriptor");
  gpu::RenderBundleEncoderDescriptor d;
  d.label = member_string(desc, "label");
  Napi::Array formats = member_array(desc, "colorFormats");
  for (uint32_t i = 0; i < formats.Length(); i++) {
    Napi::Value format = formats.Get(i);
    if (format.IsNull()) {
      d.colorFormats.push_back(gpu::TextureFormat::Undefined);
      continue;
    }
    if (!format.IsString()) throw Napi::TypeError::New(env, "color format is not a string.");
    d.colorFormats.push_back(format_of(env, format.As<Napi::String>().Utf8Value()));
  }
  d.depthStencilFormat = format_of(env, member_string(desc, "depthStencilFormat"));
  d.sampleCount = member_u32(desc, "sampleCount", 1);
  d.depthReadOnly = member_bool(desc, "depthReadOnly");
  d.stencilReadOnly = member_bool(desc, "stencilReadOnly");
  ErrorCollector collector;
  auto boxed = box(Kind::RenderBundleEncoder);
  boxed->bundle_encoder = device->device.createRenderBundleEncoder(d);
  return call_result(env, wrap(env, boxed), collector);
}

// createQuerySet(device, {label, type, count})
Napi::Value CreateQuerySet(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  Napi::Object desc = arg_object(info, 1, "descriptor");
  gpu::QuerySetDescriptor d{.label = member_string(desc, "label"),
                            .type = member_enum(desc, "type", gpu::QueryType::Occlusion),
                            .count = member_u32(desc, "count", 0)};
  ErrorCollector collector;
  auto boxed = box(Kind::QuerySet);
  boxed->query_set = device->device.createQuerySet(d);
  return call_result(env, wrap(env, boxed), collector);
}

// vertexFormats() -> [name, ...]: the engine's GPUVertexFormat list (include/wgx/vertex_formats.def).
Napi::Value VertexFormats(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Napi::Array out = Napi::Array::New(env);
  uint32_t n = 0;
#define WGX_VERTEX_FORMAT(Enum, name, ...) out.Set(n++, Napi::String::New(env, name));
#include "wgx/vertex_formats.def"
#undef WGX_VERTEX_FORMAT
  return out;
}

}  // namespace

// GPURenderPipelineDescriptor
gpu::RenderPipelineDescriptor render_pipeline_descriptor(const Napi::Object& desc) {
  gpu::RenderPipelineDescriptor d{.label = member_string(desc, "label"), .layout = pipeline_layout_of(desc)};
  d.vertex = vertex_state(member_object(desc, "vertex"));
  if (auto primitive = optional_object(desc, "primitive")) d.primitive = primitive_state(*primitive);
  if (auto depth_stencil = optional_object(desc, "depthStencil")) d.depthStencil = depth_stencil_state(*depth_stencil);
  if (auto multisample = optional_object(desc, "multisample")) d.multisample = multisample_state(*multisample);
  if (auto fragment = optional_object(desc, "fragment")) d.fragment = fragment_state(*fragment);
  return d;
}

void init_render(Napi::Env env, Napi::Object exports) {
  exports.Set("createRenderPipeline", Napi::Function::New(env, CreateRenderPipeline));
  exports.Set("createRenderBundleEncoder", Napi::Function::New(env, CreateRenderBundleEncoder));
  exports.Set("createQuerySet", Napi::Function::New(env, CreateQuerySet));
  exports.Set("vertexFormats", Napi::Function::New(env, VertexFormats));
}

}  // namespace wgx::node
