// The device: its limits, its queue (the device itself behind a Queue handle, as WebGPU has one
// queue per device), event delivery and destruction.
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>

#include "api/gpu_impl.h"

namespace wgx::gpu {

uint64_t default_memory_budget() {
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  uint64_t usable = pages > 0 && page > 0 ? uint64_t(pages) * uint64_t(page) : uint64_t{4} << 30;
  rlimit limit{};
  if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
    usable = std::min<uint64_t>(usable, limit.rlim_cur);
  return usable / 4 * 3;
}

const Limits& Device::limits() const {
  static const Limits kNone;
  return impl_ ? impl_->limits : kNone;
}

std::set<std::string> Device::features() const { return impl_ ? impl_->features : std::set<std::string>{}; }

Queue Device::queue() const { return Queue(impl_); }

AdapterInfo Device::adapterInfo() const { return impl_ ? impl_->adapter_info : AdapterInfo{}; }

std::vector<SanitizerFinding> Device::takeSanitizerFindings() {
  if (!impl_) return {};
  impl_->timeline.wait_idle();
  std::vector<SanitizerFinding> out;
  std::lock_guard<std::mutex> lock(impl_->findings_mutex);
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
