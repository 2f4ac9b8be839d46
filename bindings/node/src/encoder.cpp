// Command encoders and compute passes: each call records into the engine's encoder at once (the
// engine validates as WebGPU's encoder state machine does) and returns {value, errors}. The
// commands that render passes and bundles share with them (setBindGroup, debug groups) take those
// too; the rest of theirs are render_pass.cpp.
#include "read.h"

namespace wgx::node {
namespace {

Napi::Value BeginComputePass(const Napi::CallbackInfo& info) {
  auto encoder = unwrap(info[0], Kind::CommandEncoder, "encoder");
  auto d = read_as<gpu::ComputePassDescriptor>(info[1]);
  return recorded(info.Env(), [&]() -> Napi::Value {
    auto boxed = box(Kind::ComputePass);
    boxed->pass = encoder->encoder.beginComputePass(d);
    return wrap(info.Env(), boxed);
  });
}

Napi::Value CopyBufferToBuffer(const Napi::CallbackInfo& info) {
  auto encoder = unwrap(info[0], Kind::CommandEncoder, "encoder");
  auto source = unwrap(info[1], Kind::Buffer, "source");
  uint64_t source_offset = arg_u64(info, 2, "sourceOffset");
  auto destination = unwrap(info[3], Kind::Buffer, "destination");
  uint64_t destination_offset = arg_u64(info, 4, "destinationOffset");
  uint64_t size = arg_u64(info, 5, "size");
  return recorded(info.Env(), [&]() -> Napi::Value {
    encoder->encoder.copyBufferToBuffer(source->buffer, source_offset, destination->buffer, destination_offset, size);
    return info.Env().Undefined();
  });
}

// copyBufferToTexture(encoder, GPUTexelCopyBufferInfo, GPUTexelCopyTextureInfo, GPUExtent3DDict),
// and the other two texel copies alike.
Napi::Value CopyBufferToTexture(const Napi::CallbackInfo& info) {
  auto encoder = unwrap(info[0], Kind::CommandEncoder, "encoder");
  gpu::TexelCopyBufferInfo source = read_as<gpu::TexelCopyBufferInfo>(info[1]);
  gpu::TexelCopyTextureInfo destination = read_as<gpu::TexelCopyTextureInfo>(info[2]);
  gpu::Extent3D size = read_as<gpu::Extent3D>(info[3]);
  return recorded(info.Env(), [&]() -> Napi::Value {
    encoder->encoder.copyBufferToTexture(source, destination, size);
    return info.Env().Undefined();
  });
}

Napi::Value CopyTextureToBuffer(const Napi::CallbackInfo& info) {
  auto encoder = unwrap(info[0], Kind::CommandEncoder, "encoder");
  gpu::TexelCopyTextureInfo source = read_as<gpu::TexelCopyTextureInfo>(info[1]);
  gpu::TexelCopyBufferInfo destination = read_as<gpu::TexelCopyBufferInfo>(info[2]);
  gpu::Extent3D size = read_as<gpu::Extent3D>(info[3]);
  return recorded(info.Env(), [&]() -> Napi::Value {
    encoder->encoder.copyTextureToBuffer(source, destination, size);
    return info.Env().Undefined();
  });
}

Napi::Value CopyTextureToTexture(const Napi::CallbackInfo& info) {
  auto encoder = unwrap(info[0], Kind::CommandEncoder, "encoder");
  gpu::TexelCopyTextureInfo source = read_as<gpu::TexelCopyTextureInfo>(info[1]);
  gpu::TexelCopyTextureInfo destination = read_as<gpu::TexelCopyTextureInfo>(info[2]);
  gpu::Extent3D size = read_as<gpu::Extent3D>(info[3]);
  return recorded(info.Env(), [&]() -> Napi::Value {
    encoder->encoder.copyTextureToTexture(source, destination, size);
    return info.Env().Undefined();
  });
}

Napi::Value ClearBuffer(const Napi::CallbackInfo& info) {
  auto encoder = unwrap(info[0], Kind::CommandEncoder, "encoder");
  auto buffer = unwrap(info[1], Kind::Buffer, "buffer");
  uint64_t offset = arg_u64(info, 2, "offset");
  uint64_t size = arg_u64(info, 3, "size");
  return recorded(info.Env(), [&]() -> Napi::Value {
    encoder->encoder.clearBuffer(buffer->buffer, offset, size);
    return info.Env().Undefined();
  });
}

Napi::Value Finish(const Napi::CallbackInfo& info) {
  auto encoder = unwrap(info[0], Kind::CommandEncoder, "encoder");
  Napi::Object desc = arg_object(info, 1, "descriptor");
  std::string label = member_string(desc, "label");
  return recorded(info.Env(), [&]() -> Napi::Value {
    auto boxed = box(Kind::CommandBuffer);
    boxed->command_buffer = encoder->encoder.finish({.label = label});
    return wrap(info.Env(), boxed);
  });
}

// The kind of `value` if it is one of `kinds`, else the first of them (so that unwrap's TypeError
// names it).
template <size_t N>
Kind one_of(const Napi::Value& value, const std::array<Kind, N>& kinds) {
  std::optional<Kind> kind = kind_of(value);
  for (Kind k : kinds)
    if (kind == k) return k;
  return kinds[0];
}

template <typename Target>
void debug_command(Target& target, uint32_t which, const std::string& label) {
  if (which == 0)
    target.pushDebugGroup(label);
  else if (which == 1)
    target.popDebugGroup();
  else
    target.insertDebugMarker(label);
}

// debugCommand(encoderOrPass, which, label): which 0 push, 1 pop, 2 insert marker; on a command
// encoder, a compute or render pass, or a render bundle encoder.
Napi::Value DebugCommand(const Napi::CallbackInfo& info) {
  Kind kind =
      one_of(info[0], std::array{Kind::CommandEncoder, Kind::ComputePass, Kind::RenderPass, Kind::RenderBundleEncoder});
  auto target = unwrap(info[0], kind, "encoder");
  uint32_t which = arg_u32(info, 1, "command");
  std::string label = which == 1 ? std::string() : arg_string(info, 2, "label");
  return recorded(info.Env(), [&]() -> Napi::Value {
    if (kind == Kind::ComputePass)
      debug_command(target->pass, which, label);
    else if (kind == Kind::RenderPass)
      debug_command(target->render_pass, which, label);
    else if (kind == Kind::RenderBundleEncoder)
      debug_command(target->bundle_encoder, which, label);
    else
      debug_command(target->encoder, which, label);
    return info.Env().Undefined();
  });
}

Napi::Value SetPipeline(const Napi::CallbackInfo& info) {
  auto pass = unwrap(info[0], Kind::ComputePass, "pass");
  auto pipeline = unwrap(info[1], Kind::ComputePipeline, "pipeline");
  return recorded(info.Env(), [&]() -> Napi::Value {
    pass->pass.setPipeline(pipeline->pipeline);
    return info.Env().Undefined();
  });
}

// setBindGroup(pass, index, group or null, [offsets]): on a compute or render pass or a render
// bundle encoder.
Napi::Value SetBindGroup(const Napi::CallbackInfo& info) {
  Kind kind = one_of(info[0], std::array{Kind::ComputePass, Kind::RenderPass, Kind::RenderBundleEncoder});
  auto pass = unwrap(info[0], kind, "pass");
  uint32_t index = arg_u32(info, 1, "index");
  auto group = unwrap_optional(info[2], Kind::BindGroup, "bind group");
  std::vector<uint32_t> offsets;
  if (info[3].IsArray()) {
    Napi::Array array = info[3].As<Napi::Array>();
    for (uint32_t i = 0; i < array.Length(); i++) {
      Napi::Value v = array.Get(i);
      if (!v.IsNumber()) throw Napi::TypeError::New(info.Env(), "dynamic offset is not a number.");
      offsets.push_back(v.As<Napi::Number>().Uint32Value());
    }
  }
  gpu::BindGroup bind_group = group ? group->bind_group : gpu::BindGroup();
  return recorded(info.Env(), [&]() -> Napi::Value {
    if (kind == Kind::RenderPass)
      pass->render_pass.setBindGroup(index, bind_group, offsets);
    else if (kind == Kind::RenderBundleEncoder)
      pass->bundle_encoder.setBindGroup(index, bind_group, offsets);
    else
      pass->pass.setBindGroup(index, bind_group, offsets);
    return info.Env().Undefined();
  });
}

Napi::Value DispatchWorkgroups(const Napi::CallbackInfo& info) {
  auto pass = unwrap(info[0], Kind::ComputePass, "pass");
  uint32_t x = arg_u32(info, 1, "workgroupCountX");
  uint32_t y = arg_u32(info, 2, "workgroupCountY");
  uint32_t z = arg_u32(info, 3, "workgroupCountZ");
  return recorded(info.Env(), [&]() -> Napi::Value {
    pass->pass.dispatchWorkgroups(x, y, z);
    return info.Env().Undefined();
  });
}

Napi::Value DispatchWorkgroupsIndirect(const Napi::CallbackInfo& info) {
  auto pass = unwrap(info[0], Kind::ComputePass, "pass");
  auto buffer = unwrap(info[1], Kind::Buffer, "indirectBuffer");
  uint64_t offset = arg_u64(info, 2, "indirectOffset");
  return recorded(info.Env(), [&]() -> Napi::Value {
    pass->pass.dispatchWorkgroupsIndirect(buffer->buffer, offset);
    return info.Env().Undefined();
  });
}

Napi::Value End(const Napi::CallbackInfo& info) {
  auto pass = unwrap(info[0], Kind::ComputePass, "pass");
  return recorded(info.Env(), [&]() -> Napi::Value {
    pass->pass.end();
    return info.Env().Undefined();
  });
}

}  // namespace

void init_encoder(Napi::Env env, Napi::Object exports) {
  exports.Set("beginComputePass", Napi::Function::New(env, BeginComputePass));
  exports.Set("copyBufferToBuffer", Napi::Function::New(env, CopyBufferToBuffer));
  exports.Set("clearBuffer", Napi::Function::New(env, ClearBuffer));
  exports.Set("copyBufferToTexture", Napi::Function::New(env, CopyBufferToTexture));
  exports.Set("copyTextureToBuffer", Napi::Function::New(env, CopyTextureToBuffer));
  exports.Set("copyTextureToTexture", Napi::Function::New(env, CopyTextureToTexture));
  exports.Set("finish", Napi::Function::New(env, Finish));
  exports.Set("debugCommand", Napi::Function::New(env, DebugCommand));
  exports.Set("setPipeline", Napi::Function::New(env, SetPipeline));
  exports.Set("setBindGroup", Napi::Function::New(env, SetBindGroup));
  exports.Set("dispatchWorkgroups", Napi::Function::New(env, DispatchWorkgroups));
  exports.Set("dispatchWorkgroupsIndirect", Napi::Function::New(env, DispatchWorkgroupsIndirect));
  exports.Set("end", Napi::Function::New(env, End));
}

}  // namespace wgx::node
