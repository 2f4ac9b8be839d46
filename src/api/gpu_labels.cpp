// Labels: Handle::setLabel for each kind of object that has one (WebGPU's GPUObjectBase.label is
// settable); messages name the object by its label from then on. Instance, Adapter and Queue
// delete it (gpu.h).
#include "api/gpu_impl.h"

namespace wgx::gpu {

template <typename Impl>
void Handle<Impl>::setLabel(std::string_view label) {
  if (impl_) impl_->label = std::string(label);
}

template void Handle<DeviceImpl>::setLabel(std::string_view);
template void Handle<BufferImpl>::setLabel(std::string_view);
template void Handle<ShaderModuleImpl>::setLabel(std::string_view);
template void Handle<BindGroupLayoutImpl>::setLabel(std::string_view);
template void Handle<PipelineLayoutImpl>::setLabel(std::string_view);
template void Handle<BindGroupImpl>::setLabel(std::string_view);
template void Handle<ComputePipelineImpl>::setLabel(std::string_view);
template void Handle<CommandEncoderImpl>::setLabel(std::string_view);
template void Handle<ComputePassEncoderImpl>::setLabel(std::string_view);
template void Handle<CommandBufferImpl>::setLabel(std::string_view);
template void Handle<TextureImpl>::setLabel(std::string_view);
template void Handle<TextureViewImpl>::setLabel(std::string_view);
template void Handle<SamplerImpl>::setLabel(std::string_view);
template void Handle<RenderPipelineImpl>::setLabel(std::string_view);
template void Handle<RenderPassEncoderImpl>::setLabel(std::string_view);
template void Handle<RenderBundleEncoderImpl>::setLabel(std::string_view);
template void Handle<RenderBundleImpl>::setLabel(std::string_view);
template void Handle<QuerySetImpl>::setLabel(std::string_view);

}  // namespace wgx::gpu
