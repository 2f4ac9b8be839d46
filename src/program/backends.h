// What this machine can run a program on, in words for `wgx --version` and diagnostics: the
// interpreter always; the compiled backend when a C++ compiler is found (and which); the CUDA
// backend when a driver, a GPU and NVRTC are found (and which GPU). Asking builds nothing; for
// CUDA it opens the driver.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace wgx::program {

// One line per backend: "interpreter: always", "compiled: /usr/bin/c++ -> /usr/bin/x86_64-linux-gnu-g++-12"
// or "compiled: unavailable (why)", "cuda: NVIDIA H100 80GB HBM3 (sm_90, driver 13.0, NVRTC 13.0)"
// or "cuda: unavailable (why)".
std::vector<std::string> backend_availability();

// The GPU the CUDA backend runs on, for an API device that runs there: what it reports (the
// adapter's info) and what caps its limits.
struct CudaDeviceInfo {
  std::string name;         // "NVIDIA H200"
  std::string arch;         // "sm_90"
  std::string description;  // "NVIDIA H200 (sm_90, driver 13.0, NVRTC 13.0)"
  uint64_t total_memory = 0;
  uint32_t max_threads = 0, max_block[3] = {0, 0, 0}, max_grid[3] = {0, 0, 0}, max_shared = 0;
};
// False with `why` (no driver, no GPU, no NVRTC) where the CUDA backend cannot run here.
bool cuda_device_info(CudaDeviceInfo* info, std::string* why);
// Sets NVRTC up on the calling thread (cuda::warm_up_nvrtc): an API device on the GPU runs this
// on its queue thread, where its pipelines are built, before its first build needs it.
void prepare_cuda_builds();

}  // namespace wgx::program
