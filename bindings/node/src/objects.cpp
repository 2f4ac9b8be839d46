// The device's create* calls that the main thread makes at once: buffers, shader modules, bind
// group layouts, pipeline layouts, bind groups, compute pipelines (the synchronous ones), command
// encoders. Each returns {value, errors}: JavaScript routes the errors to its error scopes.
#include "native.h"

namespace wgx::node {
namespace {

Napi::Array member_array(const Napi::Object& object, const char* name) {
  Napi::Value value = object.Get(name);
  if (value.IsUndefined()) return Napi::Array::New(object.Env());
  if (!value.IsArray()) throw Napi::TypeError::New(object.Env(), std::string(name) + " is not an array.");
  return value.As<Napi::Array>();
}

Napi::Object item_object(const Napi::Array& array, uint32_t i, const char* what) {
  Napi::Value value = array.Get(i);
  if (!value.IsObject()) throw Napi::TypeError::New(array.Env(), std::string(what) + " is not an object.");
  return value.As<Napi::Object>();
}

// createBuffer(device, {label, size, usage, mappedAtCreation})
Napi::Value CreateBuffer(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  Napi::Object desc = arg_object(info, 1, "descriptor");
  gpu::BufferDescriptor d;
  d.label = member_string(desc, "label");
  d.size = member_u64(desc, "size", 0);
  d.usage = static_cast<gpu::BufferUsageFlags>(member_u64(desc, "usage", 0));
  d.mappedAtCreation = member_bool(desc, "mappedAtCreation");
  ErrorCollector collector;
  auto boxed = box(Kind::Buffer);
  boxed->buffer = device->device.createBuffer(d);
  return call_result(env, wrap(env, boxed), collector);
}

// createShaderModule(device, {label, code})
Napi::Value CreateShaderModule(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  Napi::Object desc = arg_object(info, 1, "descriptor");
  gpu::ShaderModuleDescriptor d{.label = member_string(desc, "label"), .code = member_string(desc, "code")};
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
  Napi::Object desc = arg_object(info, 1, "descriptor");
  gpu::BindGroupLayoutDescriptor d{.label = member_string(desc, "label")};
  Napi::Array entries = member_array(desc, "entries");
  for (uint32_t i = 0; i < entries.Length(); i++) {
    Napi::Object e = item_object(entries, i, "entry");
    gpu::BindGroupLayoutEntry entry;
    entry.binding = static_cast<uint32_t>(member_u64(e, "binding", 0));
    entry.visibility = static_cast<gpu::ShaderStageFlags>(member_u64(e, "visibility", 0));
    Napi::Value buffer = e.Get("buffer");
    if (buffer.IsObject()) {
      Napi::Object b = buffer.As<Napi::Object>();
      entry.buffer.type = member_enum(b, "type", gpu::BufferBindingType::Uniform);
      entry.buffer.hasDynamicOffset = member_bool(b, "hasDynamicOffset");
      entry.buffer.minBindingSize = member_u64(b, "minBindingSize", 0);
    }
    layout_texture_members(e, &entry);
    d.entries.push_back(entry);
  }
  bool invalid = member_bool(desc, "invalid");
  // Visibility bits WebGPU does not define make the engine's layout invalid.
  if (invalid) d.entries = {gpu::BindGroupLayoutEntry{.binding = 0, .visibility = 0x80000000u}};
  ErrorCollector collector;
  auto boxed = box(Kind::BindGroupLayout);
  boxed->bind_group_layout = device->device.createBindGroupLayout(d);
  if (invalid) collector.take();
  return call_result(env, wrap(env, boxed), collector);
}

// createPipelineLayout(device, {label, bindGroupLayouts: [layout or null]})
Napi::Value CreatePipelineLayout(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  Napi::Object desc = arg_object(info, 1, "descriptor");
  gpu::PipelineLayoutDescriptor d{.label = member_string(desc, "label")};
  Napi::Array layouts = member_array(desc, "bindGroupLayouts");
  for (uint32_t i = 0; i < layouts.Length(); i++) {
    auto layout = unwrap_optional(layouts.Get(i), Kind::BindGroupLayout, "bind group layout");
    d.bindGroupLayouts.push_back(layout ? layout->bind_group_layout : gpu::BindGroupLayout());
  }
  ErrorCollector collector;
  auto boxed = box(Kind::PipelineLayout);
  boxed->pipeline_layout = device->device.createPipelineLayout(d);
  return call_result(env, wrap(env, boxed), collector);
}

// createBindGroup(device, GPUBindGroupDescriptor): each entry's resource a GPUBuffer, a
// GPUBufferBinding, a sampler, a texture view or a texture; a layout of null (the JavaScript layer
// reported what wgx does not support) makes an invalid group.
Napi::Value CreateBindGroup(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  Napi::Object desc = arg_object(info, 1, "descriptor");
  gpu::BindGroupDescriptor d{.label = member_string(desc, "label")};
  auto layout = unwrap_optional(desc.Get("layout"), Kind::BindGroupLayout, "layout");
  if (layout) d.layout = layout->bind_group_layout;
  Napi::Array entries = member_array(desc, "entries");
  for (uint32_t i = 0; i < entries.Length(); i++) {
    Napi::Object e = item_object(entries, i, "entry");
    gpu::BindGroupEntry entry;
    entry.binding = static_cast<uint32_t>(member_u64(e, "binding", 0));
    Napi::Value resource = e.Get("resource");
    if (kind_of(resource) == Kind::Buffer) {
      entry.buffer = unwrap(resource, Kind::Buffer, "resource")->buffer;
    } else if (!group_texture_resource(resource, &entry)) {
      if (!resource.IsObject()) throw Napi::TypeError::New(env, "resource is not an object.");
      Napi::Object binding = resource.As<Napi::Object>();
      entry.buffer = unwrap(binding.Get("buffer"), Kind::Buffer, "buffer")->buffer;
      entry.offset = member_u64(binding, "offset", 0);
      entry.size = member_u64(binding, "size", gpu::kWholeSize);
    }
    d.entries.push_back(entry);
  }
  ErrorCollector collector;
  auto boxed = box(Kind::BindGroup);
  boxed->bind_group = device->device.createBindGroup(d);
  if (!layout) collector.take();
  return call_result(env, wrap(env, boxed), collector);
}

}  // namespace

// {module, entryPoint, constants: [[name, number], ...]}
gpu::ProgrammableStage programmable_stage(const Napi::Object& stage) {
  gpu::ProgrammableStage out;
  out.module = unwrap(stage.Get("module"), Kind::ShaderModule, "module")->shader;
  if (!stage.Get("entryPoint").IsUndefined()) out.entryPoint = member_string(stage, "entryPoint");
  // [[name, value], ...]: pairs, not an object, since a name may hold a NUL character (which a
  // property lookup through a C string would cut short).
  Napi::Value constants = stage.Get("constants");
  if (!constants.IsArray()) return out;
  Napi::Array pairs = constants.As<Napi::Array>();
  for (uint32_t i = 0; i < pairs.Length(); i++) {
    Napi::Value pair = pairs.Get(i);
    if (!pair.IsArray()) throw Napi::TypeError::New(stage.Env(), "constant is not a [name, value] pair.");
    Napi::Value name = pair.As<Napi::Array>().Get(0u), value = pair.As<Napi::Array>().Get(1u);
    if (!name.IsString() || !value.IsNumber())
      throw Napi::TypeError::New(stage.Env(), "constant is not a [name, number] pair.");
    out.constants[name.As<Napi::String>().Utf8Value()] = value.As<Napi::Number>().DoubleValue();
  }
  return out;
}

gpu::ComputePipelineDescriptor compute_pipeline_descriptor(const Napi::Object& desc) {
  return {.label = member_string(desc, "label"), .layout = pipeline_layout_of(desc),
          .compute = programmable_stage(member_object(desc, "compute"))};
}

namespace {

// createComputePipeline(device, descriptor)
Napi::Value CreateComputePipeline(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  gpu::ComputePipelineDescriptor d = compute_pipeline_descriptor(arg_object(info, 1, "descriptor"));
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

// createCommandEncoder(device, {label})
Napi::Value CreateCommandEncoder(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  Napi::Object desc = arg_object(info, 1, "descriptor");
  ErrorCollector collector;
  auto boxed = box(Kind::CommandEncoder);
  boxed->encoder = device->device.createCommandEncoder({.label = member_string(desc, "label")});
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
