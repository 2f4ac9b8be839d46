// Command encoders and compute pass encoders, with WebGPU's encoder state machine: an encoder is
// open, locked while a pass is open, or ended once finished. A command that breaks a rule
// invalidates its encoder (or pass, which invalidates its encoder at end()), and finish() then
// reports the first such error and returns an invalid command buffer; calls on an ended encoder
// or pass raise a validation error at once. Dispatches are checked as they are recorded.
#include <map>
#include <tuple>

#include "api/binding_aliasing.h"
#include "api/gpu_impl.h"
#include "api/texture_copy.h"

namespace wgx::gpu {
namespace {

std::string call(const std::string& object, const char* method) { return object + "." + method + "()"; }

// WebGPU's "validate the encoder state": open -> true; locked -> invalidate; ended -> an error now.
}  // namespace

bool validate_state(CommandEncoderImpl& e, const char* method) {
  if (e.device->lost) return false;
  switch (e.state) {
    case EncoderState::Open:
      return true;
    case EncoderState::Locked:
      e.invalidate(e.name() + " is locked while a pass is open; " + method + "() was called on it.");
      return false;
    case EncoderState::Ended:
      break;
  }
  e.device->validation(e.name() + " is already finished.", call(e.name(), method));
  return false;
}

namespace {

bool validate_state(ComputePassEncoderImpl& p, const char* method) {
  if (p.device->lost) return false;
  if (p.state == EncoderState::Open) return true;
  p.device->validation(p.name() + " is already ended.", call(p.name(), method));
  return false;
}

}  // namespace

bool end_pass(EncoderBase& pass, EncoderState& state, CommandEncoderImpl& parent, const std::string& name) {
  if (pass.device->lost) return false;
  // A pass begun while another was open left its encoder invalid (WebGPU's "validate the encoder
  // state"); that encoder's finish() reports it, so ending either pass afterwards, in any order,
  // adds no error of its own (as Dawn, whose encoder keeps only its first error).
  if (state == EncoderState::Open && parent.state != EncoderState::Locked && !parent.valid) {
    state = EncoderState::Ended;
    return false;
  }
  if (state != EncoderState::Open || parent.state != EncoderState::Locked) {
    std::string why = state != EncoderState::Open ? name + " is already ended."
                                                  : "The parent encoder " + parent.name() + " is not locked.";
    pass.device->validation(why, call(name, "End"));
    return false;
  }
  state = EncoderState::Ended;
  parent.state = EncoderState::Open;
  if (pass.valid) return true;
  parent.invalidate(pass.invalid_reason);
  return false;
}

std::string check_buffer(const Buffer& buffer, const DeviceImpl& device, BufferUsageFlags need, const char* role) {
  const std::shared_ptr<BufferImpl>& b = buffer.impl();
  if (!b) return std::string("The ") + role + " buffer is null.";
  if (!b->valid) return b->name() + " is invalid.";
  if (b->device.get() != &device) return b->name() + " is associated with another device.";
  if (!(b->usage & need))
    return b->name() + " usage (" + usage_string(b->usage) + ") doesn't include " + usage_string(need) + ".";
  return "";
}

namespace {

std::string check_copy(const Buffer& src, uint64_t src_offset, const Buffer& dst, uint64_t dst_offset, uint64_t size,
                       const DeviceImpl& device) {
  std::string why = check_buffer(src, device, BufferUsage::CopySrc, "source");
  if (why.empty()) why = check_buffer(dst, device, BufferUsage::CopyDst, "destination");
  if (!why.empty()) return why;
  if (src.impl() == dst.impl()) return "Source buffer " + src.impl()->name() + " is also the destination buffer.";
  if (size % 4 != 0) return "Copy size (" + std::to_string(size) + ") is not a multiple of 4.";
  if (src_offset % 4 != 0) return "Source offset (" + std::to_string(src_offset) + ") is not a multiple of 4.";
  if (dst_offset % 4 != 0) return "Destination offset (" + std::to_string(dst_offset) + ") is not a multiple of 4.";
  if (!range_in_bounds(src_offset, size, src.impl()->size))
    return "Copy range (offset: " + std::to_string(src_offset) + ", size: " + std::to_string(size) +
           ") does not fit in " + src.impl()->name() + " (size: " + std::to_string(src.impl()->size) + ").";
  if (!range_in_bounds(dst_offset, size, dst.impl()->size))
    return "Copy range (offset: " + std::to_string(dst_offset) + ", size: " + std::to_string(size) +
           ") does not fit in " + dst.impl()->name() + " (size: " + std::to_string(dst.impl()->size) + ").";
  return "";
}

std::string check_clear(const Buffer& buffer, uint64_t offset, uint64_t size, const DeviceImpl& device) {
  std::string why = check_buffer(buffer, device, BufferUsage::CopyDst, "cleared");
  if (!why.empty()) return why;
  const BufferImpl& b = *buffer.impl();
  if (offset % 4 != 0) return "Offset (" + std::to_string(offset) + ") is not a multiple of 4.";
  if (size % 4 != 0) return "Size (" + std::to_string(size) + ") is not a multiple of 4.";
  if (!range_in_bounds(offset, size, b.size))
    return "Clear range (offset: " + std::to_string(offset) + ", size: " + std::to_string(size) + ") does not fit in " +
           b.name() + " (size: " + std::to_string(b.size) + ").";
  return "";
}

}  // namespace

std::string check_bind_group(const DeviceImpl& device, uint32_t index, const BindGroupImpl& g,
                             const std::vector<uint32_t>& offsets) {
  const Limits& l = device.limits;
  if (!g.valid) return g.name() + " is invalid.";
  if (g.device.get() != &device) return g.name() + " is associated with another device.";
  if (index >= l.maxBindGroups)
    return "Bind group index (" + std::to_string(index) + ") exceeds the maximum number of bind groups (" +
           std::to_string(l.maxBindGroups) + ").";
  if (offsets.size() != g.layout->dynamic_count())
    return "The number of dynamic offsets (" + std::to_string(offsets.size()) +
           ") does not match the number of dynamic buffer bindings (" + std::to_string(g.layout->dynamic_count()) +
           ") in " + g.layout->name() + ".";
  size_t k = 0;
  for (const BindGroupImpl::Entry& e : g.entries) {
    if (!e.layout.hasDynamicOffset) continue;
    uint64_t offset = offsets[k++];
    bool storage = e.layout.type != BufferBindingType::Uniform;
    uint64_t align = storage ? l.minStorageBufferOffsetAlignment : l.minUniformBufferOffsetAlignment;
    if (offset % align != 0)
      return "Dynamic offset (" + std::to_string(offset) + ") of binding " + std::to_string(e.binding) +
             " is not a multiple of min" + (storage ? "Storage" : "Uniform") + "BufferOffsetAlignment (" +
             std::to_string(align) + ").";
    if (!range_in_bounds(e.offset + offset, e.size, e.buffer->size))
      return "Dynamic offset (" + std::to_string(offset) + ") of binding " + std::to_string(e.binding) +
             " is out of bounds: the binding (offset: " + std::to_string(e.offset) +
             ", size: " + std::to_string(e.size) + ") would end past the size (" + std::to_string(e.buffer->size) +
             ") of " + e.buffer->name() + ".";
  }
  return "";
}

namespace {

const std::vector<BindGroupImpl::Entry> kNoEntries;
const std::vector<BindGroupImpl::ResourceEntry> kNoResources;

struct Use {
  bool writable = false, read_only = false;
};

// The texture half of a dispatch's usage scope, per subresource (mip level and array layer): one
// bound as a writable storage texture may not be bound again, for reading or writing (unlike a
// buffer, which two writable bindings may share).
std::string check_texture_usage_scope(const DispatchCommand& d) {
  std::map<std::tuple<const TextureImpl*, uint32_t, uint32_t>, Use> uses;
  for (const BoundGroup& g : d.groups)
    for (const BindGroupImpl::ResourceEntry& r : g.group ? g.group->resources : kNoResources) {
      if (!r.view) continue;
      const TextureViewImpl& v = *r.view;
      bool layered = v.texture->desc.dimension == TextureDimension::D2;
      uint32_t layers = layered ? v.desc.arrayLayerCount : 1, base_layer = layered ? v.desc.baseArrayLayer : 0;
      for (uint32_t m = 0; m < v.desc.mipLevelCount; m++)
        for (uint32_t l = 0; l < layers; l++) {
          Use& u = uses[{v.texture.get(), v.desc.baseMipLevel + m, base_layer + l}];
          bool conflict = u.writable || (r.writable && u.read_only);
          (r.writable ? u.writable : u.read_only) = true;
          if (conflict)
            return v.texture->name() + " (mip level " + std::to_string(v.desc.baseMipLevel + m) + ", array layer " +
                   std::to_string(base_layer + l) +
                   ") is bound as a writable storage texture and bound again in the same dispatch (usage scope).";
        }
    }
  return "";
}

// WebGPU's usage scope of a dispatch: a buffer bound writable (storage) may not also be read
// through a read-only binding (uniform, read-only storage, indirect) in the same dispatch; the
// same for each texture subresource.
std::string check_usage_scope(const DispatchCommand& d) {
  std::map<const BufferImpl*, Use> uses;
  for (const BoundGroup& g : d.groups)
    for (const BindGroupImpl::Entry& e : g.group ? g.group->entries : kNoEntries) {
      Use& u = uses[e.buffer.get()];
      (e.layout.type == BufferBindingType::Storage ? u.writable : u.read_only) = true;
    }
  if (d.indirect) uses[d.indirect.get()].read_only = true;
  for (const auto& [buffer, use] : uses)
    if (use.writable && use.read_only)
      return buffer->name() +
             " is used as a writable storage buffer and as a read-only binding in the same "
             "dispatch (usage scope).";
  return check_texture_usage_scope(d);
}

// Everything dispatchWorkgroups(Indirect) checks about the pass's state: a pipeline, a compatible
// bind group at every index its layout has, binding sizes at least what the shader needs.
std::string check_dispatch_state(const ComputePassEncoderImpl& p, DispatchCommand* out) {
  if (!p.pipeline) return "No pipeline set.";
  const PipelineLayoutImpl& layout = *p.pipeline->layout;
  out->pipeline = p.pipeline;
  for (size_t i = 0; i < layout.groups.size(); i++) {
    if (!needs_group(layout, i)) {
      out->groups.push_back({});  // no bind group needed here: whatever is set is not used
      continue;
    }
    const BoundGroup* bound = i < p.groups.size() && p.groups[i].group ? &p.groups[i] : nullptr;
    if (!bound) return "No bind group set at group index " + std::to_string(i) + ".";
    if (!layouts_compatible(*bound->group->layout, *layout.groups[i]))
      return "The layout of " + bound->group->name() + " at group index " + std::to_string(i) +
             " is not compatible with the layout of group " + std::to_string(i) + " of " + p.pipeline->name() +
             " (layouts made by layout \"auto\" only match bind groups made from the same pipeline).";
    out->groups.push_back(*bound);
  }
  for (const ComputePipelineImpl::ShaderBinding& s : p.pipeline->bindings)
    for (const BindGroupImpl::Entry& e : out->groups[s.group].group->entries)
      if (e.binding == s.binding && e.size < s.min_size)
        return "Binding size (" + std::to_string(e.size) + ") of (group: " + std::to_string(s.group) +
               ", binding: " + std::to_string(s.binding) +
               ") is smaller than the minimum binding size of the shader variable (" + std::to_string(s.min_size) +
               ").";
  std::string why = check_usage_scope(*out);
  return why.empty() ? check_writable_aliasing(layout, out->groups) : why;
}

std::string check_indirect(const Buffer& buffer, uint64_t offset, const DeviceImpl& device) {
  std::string why = check_buffer(buffer, device, BufferUsage::Indirect, "indirect");
  if (!why.empty()) return why;
  if (offset % 4 != 0) return "Indirect offset (" + std::to_string(offset) + ") is not a multiple of 4.";
  if (!range_in_bounds(offset, 12, buffer.impl()->size))
    return "Indirect offset (" + std::to_string(offset) + ") plus 12 bytes of dispatch arguments is out of bounds of " +
           buffer.impl()->name() + " (size: " + std::to_string(buffer.impl()->size) + ").";
  return "";
}

}  // namespace

CommandEncoder Device::createCommandEncoder(const CommandEncoderDescriptor& d) {
  if (!impl_) return {};
  return CommandEncoder(make_object<CommandEncoderImpl>(impl_, d.label, !impl_->lost));
}

ComputePassEncoder CommandEncoder::beginComputePass(const ComputePassDescriptor& d) {
  if (!impl_) return {};
  auto p = make_object<ComputePassEncoderImpl>(impl_->device, d.label);
  p->encoder = impl_;
  if (!validate_state(*impl_, "BeginComputePass")) {
    p->invalidate("The pass was begun on an encoder that was not open.");
    return ComputePassEncoder(p);
  }
  impl_->state = EncoderState::Locked;
  std::string why = d.timestampWrites ? check_timestamp_writes(*d.timestampWrites, *impl_->device) : "";
  if (!why.empty()) p->invalidate(why + "\n - While encoding " + call(impl_->name(), "BeginComputePass"));
  p->timestamp_writes = d.timestampWrites;
  return ComputePassEncoder(p);
}

void CommandEncoder::copyBufferToBuffer(const Buffer& source, uint64_t sourceOffset, const Buffer& destination,
                                        uint64_t destinationOffset, uint64_t size) {
  if (!impl_ || !validate_state(*impl_, "CopyBufferToBuffer")) return;
  std::string why = check_copy(source, sourceOffset, destination, destinationOffset, size, *impl_->device);
  if (!why.empty()) return impl_->invalidate(why + "\n - While encoding " + call(impl_->name(), "CopyBufferToBuffer"));
  impl_->commands.push_back(CopyCommand{source.impl(), destination.impl(), sourceOffset, destinationOffset, size});
}

void CommandEncoder::clearBuffer(const Buffer& buffer, uint64_t offset, uint64_t size) {
  if (!impl_ || !validate_state(*impl_, "ClearBuffer")) return;
  uint64_t n = size;
  if (size == kWholeSize && buffer.impl()) n = offset <= buffer.impl()->size ? buffer.impl()->size - offset : 0;
  std::string why = check_clear(buffer, offset, n, *impl_->device);
  if (!why.empty()) return impl_->invalidate(why + "\n - While encoding " + call(impl_->name(), "ClearBuffer"));
  impl_->commands.push_back(ClearCommand{buffer.impl(), offset, n});
}

void CommandEncoder::copyBufferToTexture(const TexelCopyBufferInfo& source, const TexelCopyTextureInfo& destination,
                                         const Extent3D& copySize) {
  if (!impl_ || !validate_state(*impl_, "CopyBufferToTexture")) return;
  std::string why = check_buffer(source.buffer, *impl_->device, BufferUsage::CopySrc, "source");
  if (why.empty()) why = check_texture_copy(destination, copySize, CopyRole::BufferToTexture, *impl_->device);
  if (why.empty()) why = check_linear_layout(source.layout, source.buffer.impl()->size, destination, copySize, true);
  if (!why.empty()) return impl_->invalidate(why + "\n - While encoding " + call(impl_->name(), "CopyBufferToTexture"));
  TexelCopyCommand c;
  c.buffer = source.buffer.impl(), c.layout = source.layout, c.texture = destination.texture.impl();
  c.level = destination.mipLevel, c.origin = destination.origin, c.aspect = destination.aspect;
  c.size = copySize, c.to_texture = true;
  impl_->commands.push_back(c);
}

void CommandEncoder::copyTextureToBuffer(const TexelCopyTextureInfo& source, const TexelCopyBufferInfo& destination,
                                         const Extent3D& copySize) {
  if (!impl_ || !validate_state(*impl_, "CopyTextureToBuffer")) return;
  std::string why = check_buffer(destination.buffer, *impl_->device, BufferUsage::CopyDst, "destination");
  if (why.empty()) why = check_texture_copy(source, copySize, CopyRole::TextureToBuffer, *impl_->device);
  if (why.empty())
    why = check_linear_layout(destination.layout, destination.buffer.impl()->size, source, copySize, true);
  if (!why.empty()) return impl_->invalidate(why + "\n - While encoding " + call(impl_->name(), "CopyTextureToBuffer"));
  TexelCopyCommand c;
  c.buffer = destination.buffer.impl(), c.layout = destination.layout, c.texture = source.texture.impl();
  c.level = source.mipLevel, c.origin = source.origin, c.aspect = source.aspect, c.size = copySize;
  impl_->commands.push_back(c);
}

void CommandEncoder::copyTextureToTexture(const TexelCopyTextureInfo& source, const TexelCopyTextureInfo& destination,
                                          const Extent3D& copySize) {
  if (!impl_ || !validate_state(*impl_, "CopyTextureToTexture")) return;
  std::string why = check_texture_copy(source, copySize, CopyRole::TextureSource, *impl_->device);
  if (why.empty()) why = check_texture_copy(destination, copySize, CopyRole::TextureDestination, *impl_->device);
  if (why.empty()) why = check_texture_to_texture(source, destination, copySize);
  if (!why.empty())
    return impl_->invalidate(why + "\n - While encoding " + call(impl_->name(), "CopyTextureToTexture"));
  TexelCopyCommand c;
  c.texture = source.texture.impl(), c.other = destination.texture.impl();
  c.level = source.mipLevel, c.other_level = destination.mipLevel;
  c.origin = source.origin, c.other_origin = destination.origin, c.aspect = source.aspect, c.size = copySize;
  impl_->commands.push_back(c);
}

void CommandEncoder::pushDebugGroup(std::string_view) {
  if (impl_ && validate_state(*impl_, "PushDebugGroup")) impl_->debug_depth++;
}

void CommandEncoder::popDebugGroup() {
  if (!impl_ || !validate_state(*impl_, "PopDebugGroup")) return;
  if (impl_->debug_depth == 0) return impl_->invalidate("PopDebugGroup called when no debug group is pushed.");
  impl_->debug_depth--;
}

void CommandEncoder::insertDebugMarker(std::string_view) {
  if (impl_) validate_state(*impl_, "InsertDebugMarker");
}

CommandBuffer CommandEncoder::finish(const CommandBufferDescriptor& d) {
  if (!impl_) return {};
  auto cb = make_object<CommandBufferImpl>(impl_->device, d.label, false);
  CommandEncoderImpl& e = *impl_;
  if (e.device->lost) return CommandBuffer(cb);
  std::string why;
  if (e.state == EncoderState::Ended)
    why = e.name() + " is already finished.";
  else if (e.state == EncoderState::Locked)
    why = "Command buffer recording ended before the open pass was ended.";
  else if (!e.valid)
    why = e.invalid_reason;
  else if (e.debug_depth != 0)
    why = std::to_string(e.debug_depth) + " debug group(s) were pushed and not popped.";
  e.state = EncoderState::Ended;
  if (!why.empty()) {
    e.device->validation(why, call(e.name(), "Finish"));
    return CommandBuffer(cb);
  }
  cb->valid = true;
  cb->commands = std::move(e.commands);
  return CommandBuffer(cb);
}

void ComputePassEncoder::setPipeline(const ComputePipeline& pipeline) {
  if (!impl_ || !validate_state(*impl_, "SetPipeline")) return;
  const std::shared_ptr<ComputePipelineImpl>& p = pipeline.impl();
  if (!p) return impl_->invalidate("SetPipeline was given a null pipeline.");
  if (!p->valid)
    return impl_->invalidate(p->name() + " is invalid.\n - While encoding " + call(impl_->name(), "SetPipeline"));
  if (p->device != impl_->device) return impl_->invalidate(p->name() + " is associated with another device.");
  impl_->pipeline = p;
}

void ComputePassEncoder::setBindGroup(uint32_t index, const BindGroup& group,
                                      const std::vector<uint32_t>& dynamicOffsets) {
  if (!impl_ || !validate_state(*impl_, "SetBindGroup")) return;
  const std::shared_ptr<BindGroupImpl>& g = group.impl();
  if (index >= impl_->device->limits.maxBindGroups && !g)
    return impl_->invalidate("Bind group index (" + std::to_string(index) + ") exceeds the maximum (" +
                             std::to_string(impl_->device->limits.maxBindGroups) + ").");
  std::string why = g ? check_bind_group(*impl_->device, index, *g, dynamicOffsets) : "";
  if (!why.empty()) return impl_->invalidate(why + "\n - While encoding " + call(impl_->name(), "SetBindGroup"));
  if (impl_->groups.size() <= index) impl_->groups.resize(index + 1);
  impl_->groups[index] = BoundGroup{g, g ? dynamicOffsets : std::vector<uint32_t>{}};
  if (g) impl_->commands.push_back(BindCommand{g});
}

void ComputePassEncoder::dispatchWorkgroups(uint32_t x, uint32_t y, uint32_t z) {
  if (!impl_ || !validate_state(*impl_, "DispatchWorkgroups")) return;
  DispatchCommand d;
  std::string why = check_dispatch_state(*impl_, &d);
  uint32_t max = impl_->device->limits.maxComputeWorkgroupsPerDimension;
  if (why.empty() && (x > max || y > max || z > max))
    why = "Dispatch workgroup count (" + std::to_string(x) + ", " + std::to_string(y) + ", " + std::to_string(z) +
          ") exceeds max compute workgroups per dimension (" + std::to_string(max) + ").";
  if (!why.empty()) return impl_->invalidate(why + "\n - While encoding " + call(impl_->name(), "DispatchWorkgroups"));
  d.count[0] = x, d.count[1] = y, d.count[2] = z;
  impl_->commands.push_back(std::move(d));
}

void ComputePassEncoder::dispatchWorkgroupsIndirect(const Buffer& indirectBuffer, uint64_t indirectOffset) {
  if (!impl_ || !validate_state(*impl_, "DispatchWorkgroupsIndirect")) return;
  DispatchCommand d;
  std::string why = check_indirect(indirectBuffer, indirectOffset, *impl_->device);
  if (why.empty()) {
    d.indirect = indirectBuffer.impl();
    d.indirect_offset = indirectOffset;
    why = check_dispatch_state(*impl_, &d);
  }
  if (!why.empty())
    return impl_->invalidate(why + "\n - While encoding " + call(impl_->name(), "DispatchWorkgroupsIndirect"));
  impl_->commands.push_back(std::move(d));
}

void ComputePassEncoder::pushDebugGroup(std::string_view) {
  if (impl_ && validate_state(*impl_, "PushDebugGroup")) impl_->debug_depth++;
}

void ComputePassEncoder::popDebugGroup() {
  if (!impl_ || !validate_state(*impl_, "PopDebugGroup")) return;
  if (impl_->debug_depth == 0) return impl_->invalidate("PopDebugGroup called when no debug group is pushed.");
  impl_->debug_depth--;
}

void ComputePassEncoder::insertDebugMarker(std::string_view) {
  if (impl_) validate_state(*impl_, "InsertDebugMarker");
}

void ComputePassEncoder::end() {
  if (!impl_ || !end_pass(*impl_, impl_->state, *impl_->encoder, impl_->name())) return;
  CommandEncoderImpl& parent = *impl_->encoder;
  if (impl_->debug_depth != 0)
    return parent.invalidate(std::to_string(impl_->debug_depth) + " debug group(s) of " + impl_->name() +
                             " were pushed and not popped.");
  if (auto t = timestamp_at(impl_->timestamp_writes, true)) parent.commands.push_back(std::move(*t));
  for (Command& c : impl_->commands) parent.commands.push_back(std::move(c));
  impl_->commands.clear();
  if (auto t = timestamp_at(impl_->timestamp_writes, false)) parent.commands.push_back(std::move(*t));
}

std::optional<TimestampCommand> timestamp_at(const std::optional<PassTimestampWrites>& writes, bool beginning) {
  if (!writes) return std::nullopt;
  const std::optional<uint32_t>& index = beginning ? writes->beginningOfPassWriteIndex : writes->endOfPassWriteIndex;
  if (!index) return std::nullopt;
  return TimestampCommand{writes->querySet.impl(), *index};
}

bool CommandBuffer::isValid() const { return impl_ && impl_->valid; }

}  // namespace wgx::gpu
