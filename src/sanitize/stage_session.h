// The sanitizer's door for draws: a draw's vertex or fragment stage runs as batches of a
// compute-shaped kernel (ir/lower.h, raster/raster.h), and its batches are checked as one run
// whose reports name invocations the way the user knows them (a fragment by its pixel). Its
// implementation shares the listener of sanitize::run (sanitizer.cpp).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "sanitize/sanitizer.h"

namespace wgx::sanitize {

// Names an invocation for reports by its index in a StageSession (its workgroup's number since
// the session's first batch times the workgroup size, plus its local_invocation_index): "the
// fragment at pixel (3,4) of primitive 2 of instance 0". A draw's stage kernels are
// compute-shaped, so their workgroups and lanes mean nothing to the user; the caller, which made
// their input records, knows what each one is.
using InvocationNamer = std::function<std::string(uint64_t invocation)>;

class Listener;

// The batches of one stage of a draw checked as one run: nothing orders a draw's invocations
// (fragments of different pixels, primitives or batches), so the shadow of storage memory and
// texels lives from the first batch to the last, and a batch's workgroups continue the numbering
// of the batches before it. The stage's own input and output records (ir::kStageIoGroup) belong
// to one invocation each and are not checked. Batches run one after another on one thread.
class StageSession {
 public:
  StageSession(const ir::Module& m, const Settings& settings, InvocationNamer namer);
  ~StageSession();
  StageSession(const StageSession&) = delete;
  StageSession& operator=(const StageSession&) = delete;
  // One batch: a dispatch of the stage kernel (options.dispatch workgroups). `checked[i]` says
  // whether the batch's invocation i is checked (empty: all are): a batch's padding past its last
  // invocation, and a fragment quad's helper lanes, run but are not invocations the user wrote
  // anything for, and write nothing. "" or the error. With stop_at_first the batch that finds the
  // first finding runs to its end, keeping only that finding, and later batches run unchecked
  // (stopped()), so the draw's outputs are complete.
  std::string run(const std::vector<exec::BufferBinding>& buffers, const std::vector<exec::TextureBinding>& textures,
                  const std::vector<exec::SamplerBinding>& samplers, exec::ExecOptions options,
                  std::vector<uint8_t> checked = {});
  bool stopped() const;
  std::vector<Finding> take();  // the findings of every batch so far, grouped

 private:
  const ir::Module& m_;
  Settings settings_;
  InvocationNamer namer_;
  std::unique_ptr<Listener> listener_;
  uint64_t workgroups_ = 0;  // run by the batches so far
};

}  // namespace wgx::sanitize
