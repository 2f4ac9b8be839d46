// The IR as CUDA C++ for the CUDA backend: one CUDA thread per invocation, one block per
// workgroup. The control flow is the IR's own structure (if, loop, switch as C++), registers are
// per-thread locals, `var<workgroup>` is the block's shared memory (zeroed before the entry point
// runs), private and function variables are per-thread local memory, barriers are
// __syncthreads(), subgroups are warps of 32, and texture builtins read and write the views'
// texels in device memory through the CPU's texel rules (exec/texel_rules.h). Arithmetic,
// conversions and builtins are the compiled backend's spellings (jit/cpp_spelling.h) in the CUDA
// dialect over the same rules (exec/wgsl_rules.h, compiled as device functions), and memory
// accesses make the CPU executors' choices (a load past the end of its variable reads zeros, a
// store or atomic there does nothing), so a dispatch writes the same bytes on the GPU as on the CPU.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/module.h"

namespace wgx::cuda {

// The kernel's entry: extern "C", so the driver finds it by this name.
inline constexpr const char* kKernelName = "wgx_workgroup";

// What the kernel tells the host in its status words (device memory, zero before the launch):
// word 0 the reason it stopped (kStatus*), word 1 the loop that was running, words 2-4 the
// workgroup's id. A stopping thread also raises the second word of the host-mapped flags
// (`stop[1]`), so the host copies the status words only after a stop.
inline constexpr uint32_t kStatusOk = 0, kStatusSteps = 1, kStatusDeadline = 2;
inline constexpr uint32_t kStatusWords = 5;

struct EmittedCuda {
  std::string source;       // empty when `unsupported` says why the module cannot run on CUDA
  std::string unsupported;  // the construct the backend does not support, named
  std::vector<Span> loops;  // loop id -> its source position (the watchdog's message)
  uint32_t threads = 0;     // the block: the workgroup's invocations
  uint32_t shared_bytes = 0;  // dynamic shared memory: workgroup variables, then subgroup staging
};

// The kernel signature (every module's): extern "C" __global__ void wgx_workgroup(
//   const __grid_constant__ Bindings bindings, u64 max_steps, volatile u32* stop, u32* status)
// bindings: a parameter of { u8* base[V]; u64 size[V]; const WgxTex* tex; const WgxSmp* smp; }
// with V = max(1, the module's variables): the storage and uniform buffers indexed like
// ir::Module::vars (others null/0), in the kernel's parameter space, so that loops need not reload
// them, then the tables of texture views and samplers in device memory, indexed likewise
// (jit/kernel_abi.h's KernelTexture and KernelSampler with device addresses; null without textures);
// max_steps: the watchdog's budget per invocation; stop: two host-mapped words, stop[0] the flag
// the host raises at the dispatch's deadline, stop[1] the one a stopping thread raises; status:
// kStatusWords words (above).
EmittedCuda emit_cuda(const ir::Module& m);

}  // namespace wgx::cuda
