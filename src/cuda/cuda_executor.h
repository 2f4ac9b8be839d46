// The CUDA backend: a module written as CUDA C++ (cuda_emitter.h), compiled by NVRTC for the
// GPU's compute capability (cached per process and on disk, keyed by the source, the
// architecture, the driver's and NVRTC's versions), loaded through the driver API and run with
// one block per workgroup. A dispatch over host buffers (`wgx run`) copies them to device memory,
// runs, and copies them back; a dispatch over buffers already in device memory (the API's device,
// program/device_buffer.h) only launches. Texture views are copied in and (written storage
// textures) out around each dispatch. The same bytes as the CPU executors.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "exec/executor.h"
#include "ir/module.h"

namespace wgx::cuda {

struct Kernel;  // a loaded module and its entry (cuda_executor.cpp)

// Whether the backend can run here (a driver, a GPU, NVRTC); false with `why` set.
bool available(std::string* why);
// "NVIDIA H200 (sm_90, driver 13.0, NVRTC 13.0)", or why there is none.
std::string describe_device();

// Emits, compiles and loads `m`; null with `why` set (the backend unavailable, a construct it does
// not support, an NVRTC error).
std::shared_ptr<const Kernel> compile(const ir::Module& m, std::string* why);

// One dispatch over `buffers` (updated in place) and the texture views and samplers bound beside
// them (host memory: each view's levels are copied to the GPU for the dispatch, and those of a
// storage texture it may write copied back after it). `device_ms`, when given, receives the
// kernel's time on the GPU (CUDA events around the launch). Returns an empty string, else the
// error (the watchdog's or the time limit's message, a driver error, a view of another format
// than its storage texture declares).
std::string execute(const ir::Module& m, const Kernel& k, const std::vector<exec::BufferBinding>& buffers,
                    const std::vector<exec::TextureBinding>& textures,
                    const std::vector<exec::SamplerBinding>& samplers, const exec::ExecOptions& options,
                    double* device_ms = nullptr);

// The same over buffers in device memory: each binding's `data` is a device address (from
// allocate() below, plus the binding's offset), and no buffer is copied. Texture views are in host
// memory and copied as execute() copies them.
std::string execute_resident(const ir::Module& m, const Kernel& k, const std::vector<exec::BufferBinding>& buffers,
                             const std::vector<exec::TextureBinding>& textures,
                             const std::vector<exec::SamplerBinding>& samplers, const exec::ExecOptions& options,
                             double* device_ms = nullptr);

// Device memory for buffers that stay on the GPU between dispatches (allocated uncleared: the
// caller uploads its bytes before a kernel reads them). Each returns "" or the
// driver's error in words; `out_of_memory` tells the GPU's refusal of an allocation apart.
std::string allocate(uint64_t bytes, uint64_t* address, bool* out_of_memory);
void release(uint64_t address);
std::string upload(uint64_t address, const void* host, uint64_t bytes);
std::string download(void* host, uint64_t address, uint64_t bytes);
std::string copy_on_device(uint64_t to, uint64_t from, uint64_t bytes);
std::string clear_on_device(uint64_t address, uint64_t bytes);

// The CUDA C++ the backend compiles for `m`, or a comment saying why it does not.
std::string source_text(const ir::Module& m);

}  // namespace wgx::cuda
