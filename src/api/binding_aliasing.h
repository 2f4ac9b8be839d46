// WebGPU's "Encoder bind groups alias a writable resource", checked by every draw and dispatch:
// within one shader stage, a writable storage buffer binding may not overlap another binding of
// the same buffer (after dynamic offsets), and a writable storage texture binding may not share a
// subresource with another storage texture binding. The usage scope allows both (its storage
// exception); this rule is what keeps one draw or dispatch from seeing a resource through two
// names it may write.
#pragma once

#include <string>
#include <vector>

#include "api/gpu_impl.h"

namespace wgx::gpu {

// The first aliasing among `groups` (bound at the indices of `layout`'s groups), as a validation
// message; empty when there is none.
std::string check_writable_aliasing(const PipelineLayoutImpl& layout, const std::vector<BoundGroup>& groups);

}  // namespace wgx::gpu
