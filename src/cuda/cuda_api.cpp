// Loading NVRTC and the CUDA driver at run time (cuda_api.h), and compiling CUDA C++ with NVRTC.
#include "cuda/cuda_api.h"

#include <dlfcn.h>

#include <atomic>
#include <cstdlib>
#include <mutex>
#include <vector>

namespace wgx::cuda {
namespace {

// Resolves every entry point named in `names` into the function pointers laid out in `table`
// (a struct of pointers in the same order); false with `why` naming the first one missing.
bool resolve(void* lib, const std::vector<const char*>& names, void** table, const std::string& what,
             std::string* why) {
  for (size_t i = 0; i < names.size(); i++) {
    table[i] = dlsym(lib, names[i]);
    if (!table[i]) {
      *why = what + " has no " + names[i];
      return false;
    }
  }
  return true;
}

void* open_first(const std::vector<std::string>& candidates, std::string* tried) {
  for (const std::string& c : candidates) {
    if (void* h = dlopen(c.c_str(), RTLD_NOW | RTLD_LOCAL)) return h;
    *tried += (tried->empty() ? "" : ", ") + c;
  }
  return nullptr;
}

struct NvrtcLoad {
  NvrtcApi api{};
  std::string why;
  bool ok = false;
};

const NvrtcLoad& load_nvrtc() {
  static NvrtcLoad load = [] {
    NvrtcLoad l;
    std::vector<std::string> candidates;
    if (const char* env = std::getenv("WGX_NVRTC"); env && *env) candidates.push_back(env);
    for (const char* n : {"libnvrtc.so", "libnvrtc.so.13", "libnvrtc.so.12", "/usr/local/cuda/lib64/libnvrtc.so",
                          "/usr/local/cuda/lib64/libnvrtc.so.13", "/usr/local/cuda/lib64/libnvrtc.so.12"})
      candidates.push_back(n);
    std::string tried;
    void* lib = open_first(candidates, &tried);
    if (!lib) {
      l.why = "NVRTC is not installed (no libnvrtc among " + tried + "; WGX_NVRTC names another)";
      return l;
    }
    static_assert(sizeof(NvrtcApi) == 10 * sizeof(void*));
    l.ok = resolve(lib,
                   {"nvrtcVersion", "nvrtcCreateProgram", "nvrtcCompileProgram", "nvrtcGetProgramLogSize",
                    "nvrtcGetProgramLog", "nvrtcGetPTXSize", "nvrtcGetPTX", "nvrtcGetCUBINSize", "nvrtcGetCUBIN",
                    "nvrtcDestroyProgram"},
                   reinterpret_cast<void**>(&l.api), "libnvrtc", &l.why);
    return l;
  }();
  return load;
}

struct GpuLoad {
  DriverApi api{};
  Gpu gpu;
  std::string why;
  bool ok = false;
};

constexpr int kAttrComputeMajor = 75, kAttrComputeMinor = 76;  // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_*

// The device's launch bounds (CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1, MAX_BLOCK_DIM_X..Z =
// 2..4, MAX_GRID_DIM_X..Z = 5..7, MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97), which cap the limits
// of an API device that runs on it.
CUresult launch_bounds(const DriverApi& a, Gpu* g) {
  CUresult r = a.cuDeviceGetAttribute(&g->max_threads, 1, g->device);
  for (int i = 0; i < 3 && r == 0; i++) r = a.cuDeviceGetAttribute(&g->max_block[i], 2 + i, g->device);
  for (int i = 0; i < 3 && r == 0; i++) r = a.cuDeviceGetAttribute(&g->max_grid[i], 5 + i, g->device);
  if (r == 0) r = a.cuDeviceGetAttribute(&g->max_shared, 97, g->device);
  return r;
}

bool open_gpu(GpuLoad* l) {
  std::string tried;
  void* lib = open_first({"libcuda.so.1", "libcuda.so"}, &tried);
  if (!lib) {
    l->why = "no CUDA driver (libcuda.so.1 cannot be loaded)";
    return false;
  }
  static_assert(sizeof(DriverApi) == 30 * sizeof(void*));
  if (!resolve(lib,
               {"cuInit", "cuDriverGetVersion", "cuDeviceGetCount", "cuDeviceGet", "cuDeviceGetName",
                "cuDeviceGetAttribute", "cuDevicePrimaryCtxRetain", "cuCtxSetCurrent", "cuModuleLoadData",
                "cuModuleGetFunction", "cuFuncSetAttribute", "cuMemAlloc_v2", "cuMemFree_v2", "cuMemcpyHtoD_v2",
                "cuMemcpyDtoH_v2", "cuMemcpyDtoD_v2", "cuMemsetD8_v2", "cuMemHostAlloc", "cuMemHostGetDevicePointer_v2",
                "cuMemFreeHost", "cuLaunchKernel", "cuEventCreate", "cuEventRecord", "cuEventQuery",
                "cuEventSynchronize", "cuEventElapsedTime_v2", "cuEventDestroy_v2", "cuCtxSynchronize",
                "cuGetErrorString", "cuDeviceTotalMem_v2"},
               reinterpret_cast<void**>(&l->api), "libcuda", &l->why))
    return false;
  Gpu& g = l->gpu;
  g.api = &l->api;
  const DriverApi& a = l->api;
  if (CUresult r = a.cuInit(0); r != 0) {
    l->why = "the CUDA driver did not start: " + g.error(r);
    return false;
  }
  int count = 0;
  if (a.cuDeviceGetCount(&count) != 0 || count == 0) {
    l->why = "no CUDA GPU";
    return false;
  }
  char name[256] = {0};
  CUresult r = a.cuDeviceGet(&g.device, 0);
  if (r == 0) r = a.cuDeviceGetName(name, sizeof name - 1, g.device);
  if (r == 0) r = a.cuDeviceGetAttribute(&g.major, kAttrComputeMajor, g.device);
  if (r == 0) r = a.cuDeviceGetAttribute(&g.minor, kAttrComputeMinor, g.device);
  if (r == 0) r = a.cuDriverGetVersion(&g.driver_version);
  size_t memory = 0;
  if (r == 0) r = a.cuDeviceTotalMem(&memory, g.device);
  g.total_memory = memory;
  if (r == 0) r = launch_bounds(a, &g);
  if (r != 0) {
    l->why = "the CUDA GPU cannot be opened: " + g.error(r);
    return false;
  }
  g.name = name;
  return true;
}

// The primary context: with cuInit, the driver's start-up (about 0.3 s together on an H100
// host), which is why it is a step of its own that a first build overlaps with NVRTC.
bool open_context(GpuLoad* l, std::string* why) {
  Gpu& g = l->gpu;
  if (CUresult r = l->api.cuDevicePrimaryCtxRetain(&g.context, g.device); r != 0) {
    *why = "the CUDA GPU cannot be opened: " + g.error(r);
    return false;
  }
  return true;
}

// The driver and device 0, found once per process (the probe), and its context, opened once
// after it: each step's outcome stays, so every caller sees the same reason.
struct GpuState {
  GpuLoad load;
  std::once_flag found_once, context_once;
  std::atomic<bool> context_ok{false};  // read by gpu_context_open() without the once flag
  std::string context_why;
};

GpuState& gpu_state() {
  static GpuState state;
  return state;
}

}  // namespace

std::string Gpu::error(CUresult r) const {
  const char* s = nullptr;
  if (api && api->cuGetErrorString(r, &s) == 0 && s) return s;
  return "CUDA error " + std::to_string(r);
}

const NvrtcApi* nvrtc(std::string* why) {
  const NvrtcLoad& l = load_nvrtc();
  if (!l.ok && why) *why = l.why;
  return l.ok ? &l.api : nullptr;
}

std::string nvrtc_version() {
  const NvrtcApi* n = nvrtc(nullptr);
  int major = 0, minor = 0;
  if (!n || n->nvrtcVersion(&major, &minor) != 0) return "";
  return std::to_string(major) + "." + std::to_string(minor);
}

const Gpu* find_gpu(std::string* why) {
  GpuState& s = gpu_state();
  std::call_once(s.found_once, [&s] { s.load.ok = open_gpu(&s.load); });
  if (!s.load.ok) {
    if (why) *why = s.load.why;
    return nullptr;
  }
  return &s.load.gpu;
}

const Gpu* gpu(std::string* why) {
  GpuState& s = gpu_state();
  const Gpu* g = find_gpu(why);
  if (!g) return nullptr;
  std::call_once(s.context_once,
                 [&s] { s.context_ok.store(open_context(&s.load, &s.context_why), std::memory_order_release); });
  if (!s.context_ok.load(std::memory_order_acquire)) {
    if (why) *why = s.context_why;
    return nullptr;
  }
  if (CUresult r = s.load.api.cuCtxSetCurrent(g->context); r != 0) {
    if (why) *why = "the CUDA context cannot be made current: " + g->error(r);
    return nullptr;
  }
  return g;
}

bool gpu_context_open() { return gpu_state().context_ok.load(std::memory_order_acquire); }

std::vector<std::string> nvrtc_options(const std::string& arch, bool minimal) {
  // No contraction of a * b + c into fma (the CPU executors round each operation), IEEE division
  // and square roots, denormals kept: the same results as the CPU. --minimal leaves out the CUDA
  // runtime's declarations (textures, cudadevrt, device launches), none of which a kernel uses:
  // the same cubin for every benchmark kernel, and less for NVRTC's front end to read.
  std::vector<std::string> o = {"--gpu-architecture=" + arch,
                                "-std=c++17",
                                "--fmad=false",
                                "--prec-div=true",
                                "--prec-sqrt=true",
                                "--ftz=false",
                                "-w"};
  if (minimal) o.push_back("--minimal");
  return o;
}

std::string compile_cuda(const std::string& source, const std::string& arch, std::string* log) {
  return compile_cuda_with(source, arch, nvrtc_options(arch, true), log);
}

void warm_up_nvrtc() {
  thread_local bool warm = false;
  if (warm) return;
  warm = true;
  const Gpu* g = find_gpu(nullptr);
  if (!g || !nvrtc(nullptr)) return;
  std::string log;
  compile_cuda("extern \"C\" __global__ void wgx_warm_up(unsigned* p) { p[threadIdx.x] = 0u; }\n",
               "sm_" + std::to_string(g->major) + std::to_string(g->minor), &log);
}

std::string compile_cuda_with(const std::string& source, const std::string& arch,
                              const std::vector<std::string>& options, std::string* log) {
  const NvrtcApi* n = nvrtc(log);
  if (!n) return "";
  nvrtcProgram p = nullptr;
  if (n->nvrtcCreateProgram(&p, source.c_str(), "wgx_kernel.cu", 0, nullptr, nullptr) != 0) {
    *log = "NVRTC could not create a program";
    return "";
  }
  std::vector<const char*> args;
  for (const std::string& o : options) args.push_back(o.c_str());
  nvrtcResult r = n->nvrtcCompileProgram(p, static_cast<int>(args.size()), args.data());
  size_t size = 0;
  n->nvrtcGetProgramLogSize(p, &size);
  std::string text(size, '\0');
  if (size) n->nvrtcGetProgramLog(p, text.data());
  while (!text.empty() && (text.back() == '\0' || text.back() == '\n')) text.pop_back();
  std::string image;
  if (r == 0) {
    bool cubin = arch.rfind("sm_", 0) == 0;
    size = 0;
    (cubin ? n->nvrtcGetCUBINSize : n->nvrtcGetPTXSize)(p, &size);
    image.assign(size, '\0');
    if (size) (cubin ? n->nvrtcGetCUBIN : n->nvrtcGetPTX)(p, image.data());
  }
  n->nvrtcDestroyProgram(&p);
  if (image.empty()) *log = text.empty() ? "NVRTC failed without a log" : text;
  return image;
}

}  // namespace wgx::cuda
