// The device's create* calls whose native side is not the plain one entry_points.cpp (generated)
// makes: a bind group layout or a bind group the JavaScript layer already found wgx cannot make
// (it reported the error) is made invalid without a second error. Each returns its object;
// JavaScript takes the errors after the call (call_result) and routes them to its error scopes.
#include "read.h"

namespace wgx::node {
namespace {

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

}  // namespace

void init_objects(Napi::Env env, Napi::Object exports) {
  exports.Set("createBindGroupLayout", Napi::Function::New(env, CreateBindGroupLayout));
  exports.Set("createBindGroup", Napi::Function::New(env, CreateBindGroup));
}

}  // namespace wgx::node
