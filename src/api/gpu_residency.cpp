// A CUDA device's buffers between the GPU and the host (ExecutionBackend::Cuda). Compute
// dispatches whose pipeline was built for CUDA run over the buffers' device copies
// (gpu_queue.cpp); everything else the queue runs on the CPU (texel copies, draws, query
// resolves, a dispatch that fell back to the CPU executors) first brings the host bytes it
// touches up to date and afterwards marks the device copies of what it may have written stale, so
// each side transfers only what the other changed. Buffer-to-buffer copies stay on the GPU when
// both buffers are there, and clears happen in whichever copies are current. Also the device's
// setup: the GPU's info and the limits it caps.
#include <algorithm>

#include "api/gpu_impl.h"
#include "program/backends.h"

namespace wgx::gpu {
namespace {

// The buffers a command the CPU runs uses: buffers_used gives them const, for submit's checks;
// the queue owns them here and updates their copies.
std::vector<BufferImpl*> used_by(const Command& command) {
  std::vector<BufferImpl*> out;
  for (const BufferImpl* b : buffers_used(command)) out.push_back(const_cast<BufferImpl*>(b));
  return out;
}

// Those a command the CPU runs may write: a dispatch's writable storage bindings, a
// texture-to-buffer copy's, a query resolve's destination; a render pass's, all of them (its
// fragment and vertex stages may write storage buffers, and a draw's reads cost only an upload).
std::vector<BufferImpl*> written_by(const Command& command) {
  if (auto* t = std::get_if<TexelCopyCommand>(&command))
    return t->buffer && !t->to_texture ? std::vector<BufferImpl*>{t->buffer.get()} : std::vector<BufferImpl*>{};
  if (auto* q = std::get_if<ResolveQueryCommand>(&command)) return {q->destination.get()};
  if (std::holds_alternative<RenderPassCommand>(command)) return used_by(command);
  std::vector<BufferImpl*> out;
  if (auto* d = std::get_if<DispatchCommand>(&command))
    for (const BoundGroup& g : d->groups)
      if (g.group)
        for (const BindGroupImpl::Entry& e : g.group->entries)
          if (e.layout.type == BufferBindingType::Storage) out.push_back(e.buffer.get());
  return out;
}

}  // namespace

bool host_current(DeviceImpl& device, BufferImpl& b, const std::string& context) {
  if (!b.data) return true;
  std::string error = b.resident.to_host(b.data.get(), b.size);
  if (error.empty()) return true;
  device.raise(ErrorType::Internal, b.name() + " cannot be read back from the GPU: " + error + "\n - While calling " + context + ".");
  return false;
}

bool host_current(DeviceImpl& device, const Command& command) {
  for (BufferImpl* b : used_by(command))
    if (!host_current(device, *b, device.name() + ".Queue.Submit()")) return false;
  return true;
}

void host_written(const Command& command) {
  for (BufferImpl* b : written_by(command)) host_written(*b);
}

void copy_buffers(DeviceImpl& device, const CopyCommand& c) {
  if (!c.size || !c.source->data || !c.destination->data) return;
  std::string error =
      program::DeviceBuffer::copy(c.source->resident, c.source->data.get(), c.source->size, c.source_offset,
                                  c.destination->resident, c.destination->data.get(), c.destination_offset, c.size);
  if (!error.empty())
    device.raise(ErrorType::Internal, "A copy from " + c.source->name() + " to " + c.destination->name() +
                                          " failed on the GPU: " + error + "\n - While calling " + device.name() +
                                          ".Queue.Submit().");
}

void clear_buffer(DeviceImpl& device, const ClearCommand& c) {
  if (!c.size || !c.buffer->data) return;
  std::string error = c.buffer->resident.clear(c.buffer->data.get(), c.offset, c.size);
  if (!error.empty())
    device.raise(ErrorType::Internal, c.buffer->name() + " cannot be cleared on the GPU: " + error +
                                          "\n - While calling " + device.name() + ".Queue.Submit().");
}

bool runs_on_gpu(const DeviceImpl& device, const Command& command) {
  auto* d = std::get_if<DispatchCommand>(&command);
  if (!device.on_cuda || !d || !d->pipeline->program) return false;
  const program::Executable* e = executable_for(device, *d->pipeline);
  return e && e->on_cuda();
}

bool cuda_device_setup(Limits* l, AdapterInfo* info, std::string* why) {
  program::CudaDeviceInfo g;
  if (!program::cuda_device_info(&g, why)) return false;
  info->vendor = "nvidia";
  info->architecture = g.arch;
  info->device = g.name;
  info->description = "wgx on " + g.description + ": compute dispatches on the GPU through CUDA";
  // Warps of 32: the only subgroup size the CUDA backend runs.
  info->subgroupMinSize = info->subgroupMaxSize = 32;
  // One workgroup is one block of the grid: the GPU's launch bounds cap the CPU adapter's limits
  // where they are lower (a GPU seen so far allows more than WebGPU's limits ask).
  auto cap = [](uint32_t& limit, uint32_t gpu) { limit = gpu ? std::min(limit, gpu) : limit; };
  cap(l->maxComputeInvocationsPerWorkgroup, g.max_threads);
  cap(l->maxComputeWorkgroupSizeX, g.max_block[0]);
  cap(l->maxComputeWorkgroupSizeY, g.max_block[1]);
  cap(l->maxComputeWorkgroupSizeZ, g.max_block[2]);
  cap(l->maxComputeWorkgroupsPerDimension, std::min({g.max_grid[0], g.max_grid[1], g.max_grid[2]}));
  cap(l->maxComputeWorkgroupStorageSize, g.max_shared);
  if (g.total_memory) {
    l->maxBufferSize = std::min(l->maxBufferSize, g.total_memory);
    l->maxStorageBufferBindingSize = std::min(l->maxStorageBufferBindingSize, g.total_memory);
  }
  return true;
}

}  // namespace wgx::gpu
