// Query sets and resolveQuerySet. Occlusion queries count the samples that pass the depth and
// stencil tests in their render pass; wgx runs no draw, so every query resolves to 0, which is
// exact for the passes wgx runs (a pass with a draw that has work fails at submit instead).
// Timestamp query sets ("timestamp-query") keep the times their passes' timestampWrites wrote as
// submits ran them (gpu_queue.cpp), which resolveQuerySet copies out.
#include "api/gpu_impl.h"

namespace wgx::gpu {
namespace {

constexpr uint32_t kMaxQueryCount = 4096;  // WebGPU's limit on GPUQuerySetDescriptor.count

std::string u(uint64_t v) { return std::to_string(v); }

std::string check_resolve(const QuerySet& q, uint32_t first, uint32_t count, const Buffer& destination, uint64_t offset,
                          const DeviceImpl& device) {
  const std::shared_ptr<QuerySetImpl>& s = q.impl();
  if (!s) return "The query set is null.";
  if (!s->valid) return s->name() + " is invalid.";
  if (s->device.get() != &device) return s->name() + " is associated with another device.";
  std::string why = check_buffer(destination, device, BufferUsage::QueryResolve, "destination");
  if (!why.empty()) return why;
  if (first >= s->count)
    return "First query (" + u(first) + ") is not less than the count (" + u(s->count) + ") of " + s->name() + ".";
  if (uint64_t{first} + count > s->count)
    return "First query (" + u(first) + ") plus query count (" + u(count) + ") is larger than the count (" +
           u(s->count) + ") of " + s->name() + ".";
  if (offset % 256 != 0) return "Destination offset (" + u(offset) + ") is not a multiple of 256.";
  const BufferImpl& b = *destination.impl();
  if (!range_in_bounds(offset, uint64_t{count} * 8, b.size))
    return "The resolved queries (" + u(uint64_t{count} * 8) + " bytes at offset " + u(offset) + ") do not fit in " +
           b.name() + " (size: " + u(b.size) + ").";
  return "";
}

}  // namespace

QuerySet Device::createQuerySet(const QuerySetDescriptor& d) {
  if (!impl_) return {};
  auto q = make_object<QuerySetImpl>(impl_, d.label, !impl_->lost);
  q->type = d.type;
  q->count = d.count;
  std::string why;
  if (d.type == QueryType::Timestamp && !impl_->features.count("timestamp-query"))
    why = "Timestamp queries require the \"timestamp-query\" feature, which is not enabled.";
  else if (d.count > kMaxQueryCount)
    why = "Query count (" + u(d.count) + ") exceeds the maximum (" + u(kMaxQueryCount) + ").";
  if (!why.empty() && !impl_->lost) {
    q->valid = false;
    impl_->validation(why, impl_->name() + ".CreateQuerySet(" + object_name("QuerySetDescriptor", d.label) + ")");
  }
  if (q->valid && d.type == QueryType::Timestamp) q->timestamps.assign(d.count, 0);
  return QuerySet(q);
}

void QuerySet::destroy() {
  if (impl_) impl_->destroyed = true;
}
QueryType QuerySet::type() const { return impl_ ? impl_->type : QueryType::Occlusion; }
uint32_t QuerySet::count() const { return impl_ ? impl_->count : 0; }
bool QuerySet::isValid() const { return impl_ && impl_->valid; }

void CommandEncoder::resolveQuerySet(const QuerySet& querySet, uint32_t firstQuery, uint32_t queryCount,
                                     const Buffer& destination, uint64_t destinationOffset) {
  if (!impl_ || !validate_state(*impl_, "ResolveQuerySet")) return;
  std::string why = check_resolve(querySet, firstQuery, queryCount, destination, destinationOffset, *impl_->device);
  if (!why.empty()) return impl_->invalidate(why + "\n - While encoding " + impl_->name() + ".ResolveQuerySet()");
  impl_->commands.push_back(
      ResolveQueryCommand{querySet.impl(), firstQuery, queryCount, destination.impl(), destinationOffset});
}

}  // namespace wgx::gpu
