// The backends this machine offers, described (backends.h).
#include "program/backends.h"

#include <filesystem>

#include "cuda/cuda_api.h"
#include "cuda/cuda_executor.h"
#include "jit/cxx_compiler.h"
#include "program/executable.h"

namespace wgx::program {
namespace {

// The compiler as found and as resolved: on Debian the resolved path names the compiler and its
// version (c++ -> x86_64-linux-gnu-g++-12), so nothing needs to run to say which it is.
std::string compiled_line() {
  std::string cxx, error;
  if (!jit::cxx_compiler(&cxx, &error)) return "compiled: unavailable (" + error + ")";
  std::error_code ec;
  std::filesystem::path real = std::filesystem::canonical(cxx, ec);
  if (ec || real.string() == cxx) return "compiled: " + cxx;
  return "compiled: " + cxx + " -> " + real.string();
}

// The GPU the CUDA backend runs on, or why there is none (no driver, no GPU, no NVRTC).
std::string cuda_line() {
  bool available = false;
  std::string device = cuda_device(&available);
  return available ? "cuda: " + device : "cuda: unavailable (" + device + ")";
}

}  // namespace

std::vector<std::string> backend_availability() {
  return {"interpreter: always", compiled_line(), cuda_line()};
}

bool cuda_device_info(CudaDeviceInfo* info, std::string* why) {
  if (!cuda::available(why)) return false;
  const cuda::Gpu* g = cuda::gpu(why);
  if (!g) return false;
  info->name = g->name;
  info->arch = "sm_" + std::to_string(g->major) + std::to_string(g->minor);
  info->description = cuda::describe_device();
  info->total_memory = g->total_memory;
  info->max_threads = static_cast<uint32_t>(g->max_threads);
  for (int i = 0; i < 3; i++) {
    info->max_block[i] = static_cast<uint32_t>(g->max_block[i]);
    info->max_grid[i] = static_cast<uint32_t>(g->max_grid[i]);
  }
  info->max_shared = static_cast<uint32_t>(g->max_shared);
  return true;
}

void prepare_cuda_builds() { cuda::warm_up_nvrtc(); }

}  // namespace wgx::program
