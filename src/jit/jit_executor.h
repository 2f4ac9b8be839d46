// The compiled backend: a module is emitted as C++ (cpp_emitter.h), built by the system compiler
// (cxx_compiler.h) and its workgroups run on the shared worker pool. Same semantics as the
// interpreter, bit for bit; the execution corpus runs through both.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "exec/executor.h"
#include "ir/module.h"
#include "jit/kernel_abi.h"

namespace wgx::jit {

struct SharedObject;

struct Kernel {
  std::shared_ptr<SharedObject> object;
  WorkgroupFn workgroup = nullptr;
  std::vector<Span> loops;  // loop id -> source position, for the watchdog's message
  size_t stack_bytes = 0;
  std::vector<uint32_t> privatized;  // see EmittedKernel::privatized
};

// Emits, builds and loads `m` (kernels are cached per process and on disk); null with `why` set
// when the module cannot be compiled (no compiler, a construct the emitter does not handle).
std::shared_ptr<const Kernel> compile(const ir::Module& m, std::string* why);

// True when falling back to the interpreter for `why` needs no warning (no compiler installed).
bool is_expected_fallback(const std::string& why);

// One dispatch over the buffers, texture views and samplers (the interpreter's bindings).
std::string execute(const ir::Module& m, const Kernel& k, const std::vector<exec::BufferBinding>& buffers,
                    const std::vector<exec::TextureBinding>& textures,
                    const std::vector<exec::SamplerBinding>& samplers, const exec::ExecOptions& options);

}  // namespace wgx::jit
