// NVRTC and the CUDA driver API, opened at run time (dlopen) so that the one wgx binary runs on
// machines without CUDA and says why the CUDA backend is unavailable there: no libcuda (no
// driver), no GPU, or no libnvrtc. Only the handful of entry points the backend calls are
// declared here, with the C types of their documented signatures (cuda.h, nvrtc.h), so building
// wgx needs no CUDA headers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace wgx::cuda {

using CUresult = int;
using CUdevice = int;
using CUcontext = struct CUctx_st*;
using CUmodule = struct CUmod_st*;
using CUfunction = struct CUfunc_st*;
using CUstream = struct CUstream_st*;
using CUevent = struct CUevent_st*;
using CUdeviceptr = unsigned long long;
using nvrtcResult = int;
using nvrtcProgram = struct _nvrtcProgram*;

// The driver's entry points (libcuda.so.1). Each returns CUDA_SUCCESS (0) or an error code.
struct DriverApi {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDriverGetVersion)(int*);
  CUresult (*cuDeviceGetCount)(int*);
  CUresult (*cuDeviceGet)(CUdevice*, int);
  CUresult (*cuDeviceGetName)(char*, int, CUdevice);
  CUresult (*cuDeviceGetAttribute)(int*, int, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext*, CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuModuleLoadData)(CUmodule*, const void*);
  CUresult (*cuModuleGetFunction)(CUfunction*, CUmodule, const char*);
  CUresult (*cuFuncSetAttribute)(CUfunction, int, int);
  CUresult (*cuMemAlloc)(CUdeviceptr*, size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void*, size_t);
  CUresult (*cuMemcpyDtoH)(void*, CUdeviceptr, size_t);
  CUresult (*cuMemcpyDtoD)(CUdeviceptr, CUdeviceptr, size_t);
  CUresult (*cuMemsetD8)(CUdeviceptr, unsigned char, size_t);
  CUresult (*cuMemHostAlloc)(void**, size_t, unsigned);
  CUresult (*cuMemHostGetDevicePointer)(CUdeviceptr*, void*, unsigned);
  CUresult (*cuMemFreeHost)(void*);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                             CUstream, void**, void**);
  CUresult (*cuEventCreate)(CUevent*, unsigned);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  CUresult (*cuEventQuery)(CUevent);
  CUresult (*cuEventSynchronize)(CUevent);
  CUresult (*cuEventElapsedTime)(float*, CUevent, CUevent);
  CUresult (*cuEventDestroy)(CUevent);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuGetErrorString)(CUresult, const char**);
  CUresult (*cuDeviceTotalMem)(size_t*, CUdevice);
};

// NVRTC's entry points (libnvrtc.so).
struct NvrtcApi {
  nvrtcResult (*nvrtcVersion)(int*, int*);
  nvrtcResult (*nvrtcCreateProgram)(nvrtcProgram*, const char*, const char*, int, const char* const*,
                                    const char* const*);
  nvrtcResult (*nvrtcCompileProgram)(nvrtcProgram, int, const char* const*);
  nvrtcResult (*nvrtcGetProgramLogSize)(nvrtcProgram, size_t*);
  nvrtcResult (*nvrtcGetProgramLog)(nvrtcProgram, char*);
  nvrtcResult (*nvrtcGetPTXSize)(nvrtcProgram, size_t*);
  nvrtcResult (*nvrtcGetPTX)(nvrtcProgram, char*);
  nvrtcResult (*nvrtcGetCUBINSize)(nvrtcProgram, size_t*);
  nvrtcResult (*nvrtcGetCUBIN)(nvrtcProgram, char*);
  nvrtcResult (*nvrtcDestroyProgram)(nvrtcProgram*);
};

// NVRTC, loaded once per process; null with `why` set when it cannot be loaded.
const NvrtcApi* nvrtc(std::string* why);
// "13.0"; empty without NVRTC.
std::string nvrtc_version();

// The GPU the backend runs on (device 0) with its primary context current on the calling
// thread; null with `why` set (no driver, no GPU, a driver call that failed).
struct Gpu {
  const DriverApi* api = nullptr;
  CUdevice device = 0;
  CUcontext context = nullptr;
  int major = 0, minor = 0;  // compute capability
  int driver_version = 0;    // 13000 for 13.0
  std::string name;
  uint64_t total_memory = 0;  // bytes of device memory
  // What a launch may ask for: threads per block, block and grid sizes, dynamic shared memory.
  int max_threads = 0, max_block[3] = {0, 0, 0}, max_grid[3] = {0, 0, 0}, max_shared = 0;
  std::string error(CUresult r) const;  // "CUDA_ERROR_...: text" of a driver result
};
const Gpu* gpu(std::string* why);
// The driver started and device 0 described (name, compute capability, limits) without opening
// its primary context, a large part of the driver's start-up: what NVRTC needs to know before it
// compiles, so a first build can compile while gpu() opens the context on another thread. Null
// with `why` set; read no `context` through it (gpu() sets it).
const Gpu* find_gpu(std::string* why);
// Whether gpu() has opened the context (so a caller need not overlap anything with it).
bool gpu_context_open();

// The CUDA C++ `source` compiled by NVRTC for `arch` ("sm_90": a cubin; "compute_90": PTX).
// Returns the image, or empty with `log` holding NVRTC's log (or why NVRTC is unavailable).
std::string compile_cuda(const std::string& source, const std::string& arch, std::string* log);
// Compiles a one-line kernel for the GPU's architecture once per calling thread, so that the
// thread's first real build does not also pay for setting NVRTC up (its first compile in a process
// takes 60-90 ms more than later ones on the build machine, and part of that is per thread). Does
// nothing without NVRTC or a GPU.
void warm_up_nvrtc();
// The same with the options given: NVRTC's command line for `arch`, with --minimal or not (tests
// check that it changes no image).
std::vector<std::string> nvrtc_options(const std::string& arch, bool minimal);
std::string compile_cuda_with(const std::string& source, const std::string& arch,
                              const std::vector<std::string>& options, std::string* log);

}  // namespace wgx::cuda
