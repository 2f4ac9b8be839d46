// The device's create* calls that the main thread makes at once: buffers, shader modules, bind
// group layouts, pipeline layouts, bind groups, compute pipelines (the synchronous ones), command
// encoders. Each returns {value, errors}: JavaScript routes the errors to its error scopes.
#include "read.h"

namespace wgx::node {
namespace {

// createBuffer(device, GPUBufferDescriptor)
Napi::Value CreateBuffer(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  auto d = read_as<gpu::BufferDescriptor>(info[1]);
  ErrorCollector collector;
  auto boxed = box(Kind::Buffer);
  boxed->buffer = device->device.createBuffer(d);
  return call_result(env, wrap(env, boxed), collector);
}

// createShaderModule(device, GPUShaderModuleDescriptor)
Napi::Value CreateShaderModule(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  auto d = read_as<gpu::ShaderModuleDescriptor>(info[1]);
  ErrorCollector collector;
  auto boxed = box(Kind::ShaderModule);
  boxed->shader = device->device.createShaderModule(d);
  return call_result(env, wrap(env, boxed), collector);
}

// createBindGroupLayout(device, GPUBindGroupLayoutDescriptor + {invalid}). `invalid`: the JavaScript
// layer already reported what wgx does not support; make an invalid layout silently.
Napi::Value CreateBindGroupLayout(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  auto d = read_as<gpu::BindGroupLayoutDescriptor>(info[1]);
  bool invalid = member_bool(arg_object(info, 1, "descriptor"), "invalid");
  // Visibility bits WebGPU does not define make the engine's layout invalid.
  if (invalid) d.entries = {gpu::BindGroupLayoutEntry{.binding = 0, .visibility = 0x80000000u}};
  ErrorCollector collector;
  auto boxed = box(Kind::BindGroupLayout);
  boxed->bind_group_layout = device->device.createBindGroupLayout(d);
  if (invalid) collector.take();
  return call_result(env, wrap(env, boxed), collector);
}

// createPipelineLayout(device, GPUPipelineLayoutDescriptor): the JavaScript layer has made an empty
// layout for each null.
Napi::Value CreatePipelineLayout(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  auto d = read_as<gpu::PipelineLayoutDescriptor>(info[1]);
  ErrorCollector collector;
  auto boxed = box(Kind::PipelineLayout);
  boxed->pipeline_layout = device->device.createPipelineLayout(d);
  return call_result(env, wrap(env, boxed), collector);
}

// createBindGroup(device, GPUBindGroupDescriptor); no layout (the JavaScript layer reported what
// wgx does not support) makes an invalid group silently.
Napi::Value CreateBindGroup(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  auto d = read_as<gpu::BindGroupDescriptor>(info[1]);
  bool invalid = !d.layout;
  ErrorCollector collector;
  auto boxed = box(Kind::BindGroup);
  boxed->bind_group = device->device.createBindGroup(d);
  if (invalid) collector.take();
  return call_result(env, wrap(env, boxed), collector);
}

// createComputePipeline(device, GPUComputePipelineDescriptor)
Napi::Value CreateComputePipeline(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  auto d = read_as<gpu::ComputePipelineDescriptor>(info[1]);
  ErrorCollector collector;
  auto boxed = box(Kind::ComputePipeline);
  boxed->pipeline = device->device.createComputePipeline(d);
  return call_result(env, wrap(env, boxed), collector);
}
// getBindGroupLayout(pipeline, index): of a compute or a render pipeline.
Napi::Value GetBindGroupLayout(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  bool render = kind_of(info[0]) == Kind::RenderPipeline;
  auto pipeline = unwrap(info[0], render ? Kind::RenderPipeline : Kind::ComputePipeline, "pipeline");
  uint32_t index = arg_u32(info, 1, "index");
  ErrorCollector collector;
  auto boxed = box(Kind::BindGroupLayout);
  boxed->bind_group_layout =
      render ? pipeline->render_pipeline.getBindGroupLayout(index) : pipeline->pipeline.getBindGroupLayout(index);
  return call_result(env, wrap(env, boxed), collector);
}

// createCommandEncoder(device, GPUCommandEncoderDescriptor)
Napi::Value CreateCommandEncoder(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  auto d = read_as<gpu::CommandEncoderDescriptor>(info[1]);
  ErrorCollector collector;
  auto boxed = box(Kind::CommandEncoder);
  boxed->encoder = device->device.createCommandEncoder(d);
  return call_result(env, wrap(env, boxed), collector);
}

}  // namespace

void init_objects(Napi::Env env, Napi::Object exports) {
  exports.Set("createBuffer", Napi::Function::New(env, CreateBuffer));
  exports.Set("createShaderModule", Napi::Function::New(env, CreateShaderModule));
  exports.Set("createBindGroupLayout", Napi::Function::New(env, CreateBindGroupLayout));
  exports.Set("createPipelineLayout", Napi::Function::New(env, CreatePipelineLayout));
  exports.Set("createBindGroup", Napi::Function::New(env, CreateBindGroup));
  exports.Set("createComputePipeline", Napi::Function::New(env, CreateComputePipeline));
  exports.Set("getBindGroupLayout", Napi::Function::New(env, GetBindGroupLayout));
  exports.Set("createCommandEncoder", Napi::Function::New(env, CreateCommandEncoder));
}

}  // namespace wgx::node
