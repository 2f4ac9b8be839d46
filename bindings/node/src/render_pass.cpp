// Render passes and render bundle encoders: beginRenderPass (its GPURenderPassDescriptor read by
// dictionary_readers.cpp), the render commands both record (GPURenderCommandsMixin), the pass-only commands, a
// bundle encoder's finish, and resolveQuerySet. Each call records into the engine at once, which
// validates it, and returns {value, errors}; setBindGroup and the debug groups are encoder.cpp's,
// shared with compute passes.
#include "read.h"

namespace wgx::node {
namespace {

// Runs `command(encoder)` on the render pass or render bundle encoder that info[0] holds.
template <typename Command>
Napi::Value render_command(const Napi::CallbackInfo& info, Command command) {
  bool bundle = kind_of(info[0]) == Kind::RenderBundleEncoder;
  auto target = unwrap(info[0], bundle ? Kind::RenderBundleEncoder : Kind::RenderPass, "encoder");
  return recorded(info.Env(), [&]() -> Napi::Value {
    if (bundle)
      command(target->bundle_encoder);
    else
      command(target->render_pass);
    return info.Env().Undefined();
  });
}

// Runs `command(pass)` on the render pass that info[0] holds.
template <typename Command>
Napi::Value pass_command(const Napi::CallbackInfo& info, Command command) {
  auto pass = unwrap(info[0], Kind::RenderPass, "pass");
  return recorded(info.Env(), [&]() -> Napi::Value {
    command(pass->render_pass);
    return info.Env().Undefined();
  });
}

// beginRenderPass(encoder, descriptor)
Napi::Value BeginRenderPass(const Napi::CallbackInfo& info) {
  auto encoder = unwrap(info[0], Kind::CommandEncoder, "encoder");
  auto d = read_as<gpu::RenderPassDescriptor>(info[1]);
  return recorded(info.Env(), [&]() -> Napi::Value {
    auto boxed = box(Kind::RenderPass);
    boxed->render_pass = encoder->encoder.beginRenderPass(d);
    return wrap(info.Env(), boxed);
  });
}

// resolveQuerySet(encoder, querySet, firstQuery, queryCount, destination, destinationOffset)
Napi::Value ResolveQuerySet(const Napi::CallbackInfo& info) {
  auto encoder = unwrap(info[0], Kind::CommandEncoder, "encoder");
  auto set = unwrap(info[1], Kind::QuerySet, "querySet");
  uint32_t first = arg_u32(info, 2, "firstQuery");
  uint32_t count = arg_u32(info, 3, "queryCount");
  auto destination = unwrap(info[4], Kind::Buffer, "destination");
  uint64_t offset = arg_u64(info, 5, "destinationOffset");
  return recorded(info.Env(), [&]() -> Napi::Value {
    encoder->encoder.resolveQuerySet(set->query_set, first, count, destination->buffer, offset);
    return info.Env().Undefined();
  });
}

// ---- GPURenderCommandsMixin: on a render pass or a render bundle encoder ----------------------

// setRenderPipeline(encoder, pipeline)
Napi::Value SetRenderPipeline(const Napi::CallbackInfo& info) {
  gpu::RenderPipeline pipeline = unwrap(info[1], Kind::RenderPipeline, "pipeline")->render_pipeline;
  return render_command(info, [&](auto& e) { e.setPipeline(pipeline); });
}

// setVertexBuffer(encoder, slot, buffer or null, offset, size)
Napi::Value SetVertexBuffer(const Napi::CallbackInfo& info) {
  uint32_t slot = arg_u32(info, 1, "slot");
  auto buffer = unwrap_optional(info[2], Kind::Buffer, "buffer");
  uint64_t offset = arg_u64(info, 3, "offset");
  uint64_t size = arg_u64(info, 4, "size");
  gpu::Buffer handle = buffer ? buffer->buffer : gpu::Buffer();
  return render_command(info, [&](auto& e) { e.setVertexBuffer(slot, handle, offset, size); });
}

// setIndexBuffer(encoder, buffer, indexFormat, offset, size)
Napi::Value SetIndexBuffer(const Napi::CallbackInfo& info) {
  gpu::Buffer buffer = unwrap(info[1], Kind::Buffer, "buffer")->buffer;
  auto format = enum_of<gpu::IndexFormat>(info.Env(), arg_string(info, 2, "indexFormat"), "GPUIndexFormat");
  uint64_t offset = arg_u64(info, 3, "offset");
  uint64_t size = arg_u64(info, 4, "size");
  return render_command(info, [&](auto& e) { e.setIndexBuffer(buffer, format, offset, size); });
}

// draw(encoder, vertexCount, instanceCount, firstVertex, firstInstance)
Napi::Value Draw(const Napi::CallbackInfo& info) {
  uint32_t vertices = arg_u32(info, 1, "vertexCount");
  uint32_t instances = arg_u32(info, 2, "instanceCount");
  uint32_t first_vertex = arg_u32(info, 3, "firstVertex");
  uint32_t first_instance = arg_u32(info, 4, "firstInstance");
  return render_command(info, [&](auto& e) { e.draw(vertices, instances, first_vertex, first_instance); });
}

// drawIndexed(encoder, indexCount, instanceCount, firstIndex, baseVertex, firstInstance)
Napi::Value DrawIndexed(const Napi::CallbackInfo& info) {
  uint32_t indices = arg_u32(info, 1, "indexCount");
  uint32_t instances = arg_u32(info, 2, "instanceCount");
  uint32_t first_index = arg_u32(info, 3, "firstIndex");
  if (!info[4].IsNumber()) throw Napi::TypeError::New(info.Env(), "baseVertex is not a number.");
  int32_t base_vertex = info[4].As<Napi::Number>().Int32Value();
  uint32_t first_instance = arg_u32(info, 5, "firstInstance");
  return render_command(info,
                        [&](auto& e) { e.drawIndexed(indices, instances, first_index, base_vertex, first_instance); });
}

// drawIndirect(encoder, indirectBuffer, indirectOffset), and drawIndexedIndirect alike.
Napi::Value DrawIndirect(const Napi::CallbackInfo& info) {
  gpu::Buffer buffer = unwrap(info[1], Kind::Buffer, "indirectBuffer")->buffer;
  uint64_t offset = arg_u64(info, 2, "indirectOffset");
  return render_command(info, [&](auto& e) { e.drawIndirect(buffer, offset); });
}

Napi::Value DrawIndexedIndirect(const Napi::CallbackInfo& info) {
  gpu::Buffer buffer = unwrap(info[1], Kind::Buffer, "indirectBuffer")->buffer;
  uint64_t offset = arg_u64(info, 2, "indirectOffset");
  return render_command(info, [&](auto& e) { e.drawIndexedIndirect(buffer, offset); });
}

// finishBundle(bundleEncoder, {label})
Napi::Value FinishBundle(const Napi::CallbackInfo& info) {
  auto encoder = unwrap(info[0], Kind::RenderBundleEncoder, "encoder");
  std::string label = member_string(arg_object(info, 1, "descriptor"), "label");
  return recorded(info.Env(), [&]() -> Napi::Value {
    auto boxed = box(Kind::RenderBundle);
    boxed->bundle = encoder->bundle_encoder.finish({.label = label});
    return wrap(info.Env(), boxed);
  });
}

// ---- GPURenderPassEncoder's own commands ------------------------------------------------------

double arg_number(const Napi::CallbackInfo& info, size_t index, const char* what) {
  if (!info[index].IsNumber()) throw Napi::TypeError::New(info.Env(), std::string(what) + " is not a number.");
  return info[index].As<Napi::Number>().DoubleValue();
}

// setViewport(pass, x, y, width, height, minDepth, maxDepth)
Napi::Value SetViewport(const Napi::CallbackInfo& info) {
  std::array<float, 6> v{};
  static constexpr const char* kNames[] = {"x", "y", "width", "height", "minDepth", "maxDepth"};
  for (size_t i = 0; i < v.size(); i++) v[i] = static_cast<float>(arg_number(info, i + 1, kNames[i]));
  return pass_command(info, [&](gpu::RenderPassEncoder& p) { p.setViewport(v[0], v[1], v[2], v[3], v[4], v[5]); });
}

// setScissorRect(pass, x, y, width, height)
Napi::Value SetScissorRect(const Napi::CallbackInfo& info) {
  uint32_t x = arg_u32(info, 1, "x"), y = arg_u32(info, 2, "y");
  uint32_t width = arg_u32(info, 3, "width"), height = arg_u32(info, 4, "height");
  return pass_command(info, [&](gpu::RenderPassEncoder& p) { p.setScissorRect(x, y, width, height); });
}

// setBlendConstant(pass, {r, g, b, a})
Napi::Value SetBlendConstant(const Napi::CallbackInfo& info) {
  auto color = read_as<gpu::Color>(info[1]);
  return pass_command(info, [&](gpu::RenderPassEncoder& p) { p.setBlendConstant(color); });
}

Napi::Value SetStencilReference(const Napi::CallbackInfo& info) {
  uint32_t reference = arg_u32(info, 1, "reference");
  return pass_command(info, [&](gpu::RenderPassEncoder& p) { p.setStencilReference(reference); });
}

Napi::Value BeginOcclusionQuery(const Napi::CallbackInfo& info) {
  uint32_t index = arg_u32(info, 1, "queryIndex");
  return pass_command(info, [&](gpu::RenderPassEncoder& p) { p.beginOcclusionQuery(index); });
}

Napi::Value EndOcclusionQuery(const Napi::CallbackInfo& info) {
  return pass_command(info, [&](gpu::RenderPassEncoder& p) { p.endOcclusionQuery(); });
}

// executeBundles(pass, [bundle, ...])
Napi::Value ExecuteBundles(const Napi::CallbackInfo& info) {
  if (!info[1].IsArray()) throw Napi::TypeError::New(info.Env(), "bundles is not an array.");
  Napi::Array array = info[1].As<Napi::Array>();
  std::vector<gpu::RenderBundle> bundles;
  for (uint32_t i = 0; i < array.Length(); i++)
    bundles.push_back(unwrap(array.Get(i), Kind::RenderBundle, "bundle")->bundle);
  return pass_command(info, [&](gpu::RenderPassEncoder& p) { p.executeBundles(bundles); });
}

Napi::Value EndRenderPass(const Napi::CallbackInfo& info) {
  return pass_command(info, [&](gpu::RenderPassEncoder& p) { p.end(); });
}

}  // namespace

void init_render_pass(Napi::Env env, Napi::Object exports) {
  exports.Set("beginRenderPass", Napi::Function::New(env, BeginRenderPass));
  exports.Set("resolveQuerySet", Napi::Function::New(env, ResolveQuerySet));
  exports.Set("setRenderPipeline", Napi::Function::New(env, SetRenderPipeline));
  exports.Set("setVertexBuffer", Napi::Function::New(env, SetVertexBuffer));
  exports.Set("setIndexBuffer", Napi::Function::New(env, SetIndexBuffer));
  exports.Set("draw", Napi::Function::New(env, Draw));
  exports.Set("drawIndexed", Napi::Function::New(env, DrawIndexed));
  exports.Set("drawIndirect", Napi::Function::New(env, DrawIndirect));
  exports.Set("drawIndexedIndirect", Napi::Function::New(env, DrawIndexedIndirect));
  exports.Set("finishBundle", Napi::Function::New(env, FinishBundle));
  exports.Set("setViewport", Napi::Function::New(env, SetViewport));
  exports.Set("setScissorRect", Napi::Function::New(env, SetScissorRect));
  exports.Set("setBlendConstant", Napi::Function::New(env, SetBlendConstant));
  exports.Set("setStencilReference", Napi::Function::New(env, SetStencilReference));
  exports.Set("beginOcclusionQuery", Napi::Function::New(env, BeginOcclusionQuery));
  exports.Set("endOcclusionQuery", Napi::Function::New(env, EndOcclusionQuery));
  exports.Set("executeBundles", Napi::Function::New(env, ExecuteBundles));
  exports.Set("endRenderPass", Napi::Function::New(env, EndRenderPass));
}

}  // namespace wgx::node
