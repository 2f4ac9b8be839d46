// createComputePipelineAsync and createRenderPipelineAsync: the synchronous creation inside error
// scopes of their own, so that a failure reaches the callback (WebGPU's GPUPipelineError) instead
// of the application's scopes; a compute pipeline's program is then built on the device's queue
// thread, off the caller's, before the callback is due.
#include "api/gpu_impl.h"

namespace wgx::gpu {
namespace {

// Runs `make` with a validation, an internal and an out-of-memory scope pushed, pops them, and
// says what the first error (validation first) makes of the creation. The creation raises on this
// thread only, so the scopes hold all its errors when it returns.
template <typename Make>
auto create_in_scopes(DeviceImpl& device, Make make, CreatePipelineAsyncStatus* status, std::string* message) {
  for (ErrorFilter f : {ErrorFilter::Validation, ErrorFilter::Internal, ErrorFilter::OutOfMemory})
    device.scopes.push_back(std::make_shared<DeviceImpl::Scope>(DeviceImpl::Scope{f, std::nullopt}));
  auto made = make();
  std::optional<Error> errors[3];  // out of memory, internal, validation
  {
    std::lock_guard<std::mutex> lock(device.error_mutex);
    for (std::optional<Error>& e : errors) {
      e = std::move(device.scopes.back()->error);
      device.scopes.pop_back();
    }
  }
  *status = CreatePipelineAsyncStatus::Success;
  if (errors[2]) {
    *status = CreatePipelineAsyncStatus::ValidationError;
    *message = errors[2]->message;
  } else if (errors[1] || errors[0]) {
    *status = CreatePipelineAsyncStatus::InternalError;
    *message = (errors[1] ? errors[1] : errors[0])->message;
  }
  return made;
}

}  // namespace

Future Device::createComputePipelineAsync(const ComputePipelineDescriptor& descriptor,
                                          CreateComputePipelineAsyncCallback callback) {
  if (!impl_) return {};
  CreatePipelineAsyncStatus status;
  std::string message;
  ComputePipeline pipeline = create_in_scopes(
      *impl_, [&] { return createComputePipeline(descriptor); }, &status, &message);
  std::shared_ptr<ComputePipelineImpl> p = pipeline.impl();
  if (status == CreatePipelineAsyncStatus::Success && p->program && !impl_->lost)
    impl_->enqueue([device = impl_, p] { executable_for(*device, *p); });
  return impl_->schedule_after_queue([callback = std::move(callback), status, pipeline, message] {
    if (callback) callback(status, pipeline, message);
  });
}

Future Device::createRenderPipelineAsync(const RenderPipelineDescriptor& descriptor,
                                         CreateRenderPipelineAsyncCallback callback) {
  if (!impl_) return {};
  CreatePipelineAsyncStatus status;
  std::string message;
  RenderPipeline pipeline = create_in_scopes(
      *impl_, [&] { return createRenderPipeline(descriptor); }, &status, &message);
  return impl_->instance->schedule([callback = std::move(callback), status, pipeline, message] {
    if (callback) callback(status, pipeline, message);
  });
}

}  // namespace wgx::gpu
