// The compiled backend: a module is emitted as C++ (cpp_emitter.h), built by the system compiler
// (cxx_compiler.h) and its workgroups run on the shared worker pool. Same semantics as the
// interpreter, bit for bit; the execution corpus runs through both.
#pragma once

#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "exec/executor.h"
#include "exec/texture_ops.h"
#include "exec/workgroup_pool.h"
#include "ir/module.h"
#include "jit/cpp_emitter.h"
#include "jit/kernel_abi.h"

namespace wgx::jit {

struct SharedObject;

struct Kernel {
  std::shared_ptr<SharedObject> object;
  WorkgroupFn workgroup = nullptr;
  std::vector<Span> loops;  // loop id -> source position, for the watchdog's message
  size_t stack_bytes = 0;
  std::vector<uint32_t> privatized;  // see EmittedKernel::privatized
  bool events = false;               // the sanitizer's variant: publishes to ExecOptions::events
};

// Emits, builds and loads `m` (kernels are cached per process and on disk); null with `why` set
// when the module cannot be compiled (no compiler, a construct the emitter does not handle).
// `options.events`: the variant that publishes events (cpp_emitter.h); a dispatch of it with a
// listener (ExecOptions::events) publishes to it, on one thread in workgroup order.
std::shared_ptr<const Kernel> compile(const ir::Module& m, std::string* why, const EmitOptions& options = {});

// What building a module's kernel needs once the module is emitted: its C++ text and what the
// runner keeps from the emitter. Holds no reference to the module, so a build can outlive it.
struct KernelSource {
  std::string source;
  std::vector<Span> loops;
  size_t stack_bytes = 0;
  std::vector<uint32_t> privatized;
  bool events = false;
};

// compile() in two halves, for tiering (docs/jit.md): find_kernel emits `m` (once) and finds its
// kernel without running the compiler, loaded in this process or sealed in the disk cache. It
// returns the kernel; or null with `why` set when the module cannot be compiled; or null with
// `why` empty and `*missing` holding what build_kernel needs to build it.
std::shared_ptr<const Kernel> find_kernel(const ir::Module& m, std::string* why,
                                          std::shared_ptr<const KernelSource>* missing,
                                          const EmitOptions& options = {});
// Builds `s` with the system compiler, loads it and keeps it for the process; null with `why` set
// when that fails. Safe to call from any thread.
std::shared_ptr<const Kernel> build_kernel(const KernelSource& s, std::string* why);

// True when falling back to the interpreter for `why` needs no warning (no compiler installed).
bool is_expected_fallback(const std::string& why);

// The views as a kernel reads them (kernel_abi.h), indexed like the module's variables: the
// compiled backend's, and the CUDA backend's once it has copied the texels to the GPU.
struct TextureViews {
  std::vector<KernelTexture> views;
  std::vector<KernelSampler> samplers;
  std::deque<std::vector<KernelTextureLevel>> levels;
};

// Fills `out` from the bound views; an error when a storage texture's view is not of the format
// the shader declares (the kernel's conversions are specialized for it).
std::string kernel_textures(const ir::Module& m, const exec::Handles& h, TextureViews* out);

// One dispatch over the buffers, texture views and samplers (the interpreter's bindings).
std::string execute(const ir::Module& m, const Kernel& k, const std::vector<exec::BufferBinding>& buffers,
                    const std::vector<exec::TextureBinding>& textures,
                    const std::vector<exec::SamplerBinding>& samplers, const exec::ExecOptions& options);

// A dispatch's bindings as compiled runners read them, making one runner per worker: for the
// program layer, which may hand a dispatch's remaining workgroups to the kernel once its build
// lands (tiering, docs/jit.md). The bindings and options must outlive it.
class CompiledWorkers {
 public:
  CompiledWorkers();
  ~CompiledWorkers();
  // Binds the dispatch; an error when the kernel cannot take these bindings (a storage texture's
  // view of another format than its type declares).
  std::string bind(const ir::Module& m, std::shared_ptr<const Kernel> k,
                   const std::vector<exec::BufferBinding>& buffers, const std::vector<exec::TextureBinding>& textures,
                   const std::vector<exec::SamplerBinding>& samplers, const exec::ExecOptions& options);
  std::unique_ptr<exec::WorkgroupRunner> make() const;
  // The stack a worker needs for this kernel.
  size_t stack_bytes() const;

 private:
  struct Bound;
  std::unique_ptr<Bound> bound_;
};

}  // namespace wgx::jit
