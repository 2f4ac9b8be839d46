// The IR as C++ source for the compiled backend. A workgroup runs in lockstep as in the
// interpreter, but each straight run of instructions becomes ONE loop over the lanes whose body
// is the instructions' scalar code: the C++ compiler keeps the values in registers and vectorizes
// the loop across invocations. Values that cross control flow live in per-lane arrays; divergent
// if/loop/switch narrow byte masks and reconverge after the construct, so barriers cost nothing.
// Before that the module is copied with small functions inlined and counted loops unrolled, and
// the lane-shape analysis lets uniform values, loops and branches go without lanes or masks
// (docs/jit.md).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/module.h"

namespace wgx::jit {

struct EmittedKernel {
  std::string source;  // empty when `unsupported` says why the module cannot be compiled
  std::string unsupported;
  std::vector<Span> loops;  // loop id -> its source position (the watchdog's message)
  size_t stack_bytes = 0;   // the kernel's frames at their deepest (lane arrays and masks)
  // Storage variables each worker accumulates privately (see Emitter::find_privatized): the kernel
  // updates them without atomics; the runner adds each worker's words into the buffer at the end.
  std::vector<uint32_t> privatized;
  bool events = false;  // emitted with EmitOptions::events
};

struct EmitOptions {
  // The sanitizer's variant (docs/sanitizer.md, "How it works"): the kernel also publishes the
  // interpreter's memory, index-clamp and barrier events through KernelEvents::publish, each
  // instruction over its active lanes in lane order and the instructions in IR order, numbered
  // as event_instructions() numbers them. Emitted from the module as lowered (no inlining or
  // unrolling: the events name the module's own instructions), without fast versions.
  bool events = false;
};

EmittedKernel emit_cpp(const ir::Module& m, const EmitOptions& options = {});

// The module's instructions in the order the event kernel numbers them (function by function,
// each in ir::for_each_inst order): an event's instruction id indexes this list.
std::vector<const ir::Inst*> event_instructions(const ir::Module& m);

// How many times emit_cpp has run in this process: the program layer builds a pipeline's kernel
// once, and a test holds it to that.
uint64_t emitted_kernels();

}  // namespace wgx::jit
