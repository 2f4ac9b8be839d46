// The device: its limits, its queue (the device itself behind a Queue handle, as WebGPU has one
// queue per device), event delivery and destruction.
#include "api/gpu_impl.h"

namespace wgx::gpu {

const Limits& Device::limits() const {
  static const Limits kNone;
  return impl_ ? impl_->limits : kNone;
}

std::set<std::string> Device::features() const { return impl_ ? impl_->features : std::set<std::string>{}; }

Queue Device::queue() const { return Queue(impl_); }

std::vector<SanitizerFinding> Device::takeSanitizerFindings() {
  if (!impl_) return {};
  std::vector<SanitizerFinding> out;
  out.swap(impl_->sanitizer_findings);
  return out;
}

void Device::tick() {
  if (impl_) impl_->instance->process(UINT64_MAX);
}

void Device::destroy() {
  if (!impl_ || impl_->lost) return;
  // Buffers go first: their pending maps are aborted while errors can still be reported.
  for (const std::weak_ptr<BufferImpl>& weak : impl_->buffers)
    if (std::shared_ptr<BufferImpl> b = weak.lock()) Buffer(b).destroy();
  impl_->buffers.clear();
  impl_->lost = true;
  if (impl_->on_lost) {
    impl_->instance->schedule(
        [callback = impl_->on_lost] { callback(DeviceLostReason::Destroyed, "Device was destroyed."); });
  }
}

}  // namespace wgx::gpu
