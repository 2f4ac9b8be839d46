// What this machine can run a program on, in words for `wgx --version` and diagnostics: the
// interpreter always; the compiled backend when a C++ compiler is found (and which); the CUDA
// backend when a driver, a GPU and NVRTC are found (and which GPU). Asking builds nothing; for
// CUDA it opens the driver.
#pragma once

#include <string>
#include <vector>

namespace wgx::program {

// One line per backend: "interpreter: always", "compiled: /usr/bin/c++ -> /usr/bin/x86_64-linux-gnu-g++-12"
// or "compiled: unavailable (why)", "cuda: NVIDIA H100 80GB HBM3 (sm_90, driver 13.0, NVRTC 13.0)"
// or "cuda: unavailable (why)".
std::vector<std::string> backend_availability();

}  // namespace wgx::program
