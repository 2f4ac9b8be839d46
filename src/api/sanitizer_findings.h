// Where the sanitizer's findings of a dispatch (api/gpu_queue.cpp) or a draw (api/gpu_draw.cpp)
// go: the device's list for Device::takeSanitizerFindings, grouped again across runs, or its
// errors (SanitizerSettings::reportAsErrors).
#pragma once

#include <memory>
#include <vector>

#include "api/gpu_impl.h"
#include "sanitize/sanitizer.h"

namespace wgx::gpu {

// The findings of a run of shader module `file`; `findings` is left empty.
void keep_findings(DeviceImpl& device, const std::shared_ptr<SourceFile>& file,
                   std::vector<sanitize::Finding>& findings);

}  // namespace wgx::gpu
