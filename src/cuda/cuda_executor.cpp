// The CUDA backend's build and run (cuda_executor.h): NVRTC, the kernel cache, the driver API.
#include "cuda/cuda_executor.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>

#include "base/sha256.h"
#include "cuda/cuda_api.h"
#include "cuda/cuda_emitter.h"
#include "exec/texture_ops.h"
#include "exec/workgroup_pool.h"
#include "jit/cxx_compiler.h"
#include "jit/jit_executor.h"
#include "jit/kernel_cache.h"

namespace wgx::cuda {

struct Kernel {
  CUmodule module = nullptr;
  CUfunction function = nullptr;
  std::vector<Span> loops;
  uint32_t threads = 0;
  uint32_t shared_bytes = 0;
};

namespace {

constexpr CUresult kNotReady = 600;               // CUDA_ERROR_NOT_READY
constexpr int kAttrMaxDynamicShared = 8;          // CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
constexpr unsigned kHostAllocMapped = 0x01 | 0x02;  // CU_MEMHOSTALLOC_PORTABLE | DEVICEMAP
constexpr uint32_t kDefaultSharedLimit = 48 * 1024;

std::string arch_of(const Gpu& g) { return "sm_" + std::to_string(g.major) + std::to_string(g.minor); }

std::string version_text(int v) { return std::to_string(v / 1000) + "." + std::to_string(v % 1000 / 10); }

std::string hex_digest(const std::string& text) {
  Digest256 d = sha256(reinterpret_cast<const uint8_t*>(text.data()), text.size());
  std::string out;
  char b[3];
  for (size_t i = 0; i < 12; i++) {
    std::snprintf(b, sizeof b, "%02x", d[i]);
    out += b;
  }
  return out;
}

// The kernel's image for `arch` from the disk cache, or compiled by NVRTC and stored there.
std::string cached_image(const std::string& source, const std::string& arch, const Gpu& g, std::string* why) {
  std::string name = "cuda-" + arch + "-" + hex_digest(source + "\n" + arch + "\ndriver " +
                                                       std::to_string(g.driver_version) + "\nnvrtc " + nvrtc_version());
  jit::KernelCacheLocation location;
  jit::KernelCache cache;
  std::string error;
  bool cached = jit::kernel_cache_location(&location, &error) && cache.open(location.dir, &error, location.root);
  if (cached) {
    if (int fd = cache.open_kernel(name); fd >= 0) {
      struct stat st {};
      std::string image;
      constexpr off_t kSeal = 40;  // the cache's seal after the image (kernel_cache.cpp)
      if (fstat(fd, &st) == 0 && st.st_size > kSeal) {
        image.assign(static_cast<size_t>(st.st_size - kSeal), '\0');
        if (pread(fd, image.data(), image.size(), 0) != static_cast<ssize_t>(image.size())) image.clear();
      }
      close(fd);
      if (!image.empty()) return image;
    }
  }
  std::string log;
  std::string image = compile_cuda(source, arch, &log);
  if (image.empty()) {
    *why = "NVRTC: " + log;
    return "";
  }
  if (!cached) return image;
  std::string built = cache.dir() + "/" + name + ".part" + std::to_string(getpid());
  if (FILE* f = std::fopen(built.c_str(), "wb")) {
    bool ok = std::fwrite(image.data(), 1, image.size(), f) == image.size();
    ok = std::fclose(f) == 0 && ok;
    if (!ok || !cache.store_kernel(built, name, &error)) unlink(built.c_str());
  }
  return image;
}

std::shared_ptr<const Kernel> load(const EmittedCuda& e, const std::string& image, const Gpu& g, std::string* why) {
  auto k = std::make_shared<Kernel>();
  const DriverApi& a = *g.api;
  CUresult r = a.cuModuleLoadData(&k->module, image.data());
  if (r == 0) r = a.cuModuleGetFunction(&k->function, k->module, kKernelName);
  if (r == 0 && e.shared_bytes > kDefaultSharedLimit)
    r = a.cuFuncSetAttribute(k->function, kAttrMaxDynamicShared, static_cast<int>(e.shared_bytes));
  if (r != 0) {
    *why = "the CUDA driver cannot load the kernel: " + g.error(r);
    return nullptr;
  }
  k->loops = e.loops;
  k->threads = e.threads;
  k->shared_bytes = e.shared_bytes;
  return k;
}

// Device memory freed on every path out of a dispatch.
struct DeviceMemory {
  const DriverApi* api;
  std::vector<CUdeviceptr> blocks;
  ~DeviceMemory() {
    for (CUdeviceptr p : blocks) api->cuMemFree(p);
  }
  CUresult alloc(CUdeviceptr* p, size_t bytes) {
    CUresult r = api->cuMemAlloc(p, std::max<size_t>(bytes, 16));
    if (r == 0) blocks.push_back(*p);
    return r;
  }
};

// What a thread's launches reuse, made at its first launch: the host-mapped flags the kernel
// reads (stop[0], raised at the deadline) and raises when it stops (stop[1]), its status words in
// device memory, and the two events that time a launch. Per thread (the API's queue thread, the
// CLI's thread), so a dispatch allocates nothing and concurrent dispatches of several devices
// never share a flag. Freed when the thread ends.
struct LaunchSlot {
  const Gpu* gpu = nullptr;
  void* host = nullptr;  // the mapped flags
  volatile uint32_t* stop = nullptr;
  CUdeviceptr stop_device = 0;
  CUdeviceptr status = 0;
  CUevent start = nullptr, done = nullptr;
  std::string error;  // why the slot could not be made

  explicit LaunchSlot(const Gpu& g) : gpu(&g) {
    const DriverApi& a = *g.api;
    CUresult r = a.cuMemHostAlloc(&host, 64, kHostAllocMapped);
    if (r == 0) r = a.cuMemHostGetDevicePointer(&stop_device, host, 0);
    if (r != 0) {
      error = "the CUDA driver cannot map the watchdog's flags: " + g.error(r);
      return;
    }
    stop = static_cast<volatile uint32_t*>(host);
    stop[0] = 0;
    stop[1] = 0;
    r = a.cuMemAlloc(&status, 4 * kStatusWords);
    if (r == 0) r = a.cuMemsetD8(status, 0, 4 * kStatusWords);
    if (r == 0) r = a.cuEventCreate(&start, 0);
    if (r == 0) r = a.cuEventCreate(&done, 0);
    if (r != 0) error = "CUDA: cannot prepare a launch: " + g.error(r);
  }
  ~LaunchSlot() {
    const DriverApi& a = *gpu->api;
    if (start) a.cuEventDestroy(start);
    if (done) a.cuEventDestroy(done);
    if (status) a.cuMemFree(status);
    if (host) a.cuMemFreeHost(host);
  }
  LaunchSlot(const LaunchSlot&) = delete;
  LaunchSlot& operator=(const LaunchSlot&) = delete;
};

LaunchSlot& launch_slot(const Gpu& g) {
  thread_local LaunchSlot slot(g);
  return slot;
}

// Waits for `done`, raising the stop flag once the deadline has passed. It spins (yielding) for
// the first 2 ms, and only then polls every 50 us: one sleep can last a scheduler tick, several
// milliseconds where timers are coarse, many times a short kernel's run.
CUresult wait(const Gpu& g, CUevent done, const exec::ExecOptions& o, volatile uint32_t* stop) {
  const DriverApi& a = *g.api;
  bool bounded = o.max_seconds > 0;
  auto spin_until = std::chrono::steady_clock::now() + std::chrono::milliseconds(2);
  for (;;) {
    CUresult r = a.cuEventQuery(done);
    if (r != kNotReady) return r;
    auto now = std::chrono::steady_clock::now();
    if (bounded && now >= o.deadline) {
      *stop = 1;
      return a.cuEventSynchronize(done);
    }
    if (now < spin_until)
      std::this_thread::yield();
    else
      std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
}

std::string stopped_message(const ir::Module& m, const Kernel& k, const uint32_t status[kStatusWords],
                            const exec::ExecOptions& o) {
  if (status[0] == kStatusDeadline) return exec::time_limit_message(o);
  const Span* at = status[1] < k.loops.size() ? &k.loops[status[1]] : nullptr;
  return exec::watchdog_message(m, at, status + 2, o.max_steps);
}

std::mutex cache_mutex;
std::map<std::string, std::shared_ptr<const Kernel>>& process_cache() {
  static std::map<std::string, std::shared_ptr<const Kernel>> kernels;
  return kernels;
}

}  // namespace

bool available(std::string* why) {
  if (!nvrtc(why)) return false;
  return gpu(why) != nullptr;
}

std::string describe_device() {
  std::string why;
  const Gpu* g = gpu(&why);
  if (!g) return why;
  return g->name + " (" + arch_of(*g) + ", driver " + version_text(g->driver_version) + ", NVRTC " + nvrtc_version() +
         ")";
}

namespace {

// Opens the GPU's context on another thread when it is not open yet, so that the caller's NVRTC
// (or disk cache) work overlaps the driver's start-up; wait() joins it and returns gpu() for the
// calling thread (its context current), or null with the reason.
class ContextOpening {
 public:
  ContextOpening() {
    if (!gpu_context_open()) thread_ = std::thread([] { gpu(nullptr); });
  }
  ~ContextOpening() {
    if (thread_.joinable()) thread_.join();
  }
  ContextOpening(const ContextOpening&) = delete;
  ContextOpening& operator=(const ContextOpening&) = delete;
  const Gpu* wait(std::string* why) {
    if (thread_.joinable()) thread_.join();
    return gpu(why);
  }

 private:
  std::thread thread_;
};

}  // namespace

std::shared_ptr<const Kernel> compile(const ir::Module& m, std::string* why) {
  EmittedCuda e = emit_cuda(m);
  if (!e.unsupported.empty()) {
    *why = "the CUDA backend does not support " + e.unsupported;
    return nullptr;
  }
  if (!nvrtc(why)) return nullptr;
  const Gpu* found = find_gpu(why);
  if (!found) return nullptr;
  std::string arch = arch_of(*found);
  std::lock_guard<std::mutex> lock(cache_mutex);
  auto& kernels = process_cache();
  std::string key = arch + "\n" + e.source;
  if (auto it = kernels.find(key); it != kernels.end()) return it->second;
  // A process's first build: NVRTC (its first compile also sets NVRTC itself up) runs while the
  // driver opens the context, the two largest parts of the first dispatch, instead of after it.
  ContextOpening opening;
  std::string image = cached_image(e.source, arch, *found, why);
  const Gpu* g = opening.wait(image.empty() ? nullptr : why);
  if (image.empty() || !g) return nullptr;
  std::shared_ptr<const Kernel> k = load(e, image, *g, why);
  if (k) kernels[key] = k;
  return k;
}

namespace {

// One launch over bindings already in device memory (`dev`, `size` by module variable; 0 where
// unbound), waiting for it under the watchdog and the deadline. The status words are read only
// when a thread raised stop[1].
// The texture views and samplers of a dispatch on the GPU: the device addresses of the kernel's
// tables (Bindings' `tex` and `smp`; 0 where the module binds no texture), and the levels of the
// storage textures it may write, copied back to the host after the kernel.
struct DeviceTextures {
  CUdeviceptr tex = 0, smp = 0;
  struct Written {
    uint8_t* host;
    CUdeviceptr device;
    uint64_t bytes;
  };
  std::vector<Written> written;
};

bool binds_handles(const ir::Module& m) {
  return std::any_of(m.vars.begin(), m.vars.end(), [](const ir::Variable& v) { return v.space == ir::Space::Handle; });
}

// Bytes of one level of a view as the kernel addresses it: its images, rows, texels and samples.
uint64_t level_bytes(const jit::KernelTexture& t, const jit::KernelTextureLevel& l) {
  return uint64_t{l.width} * l.height * l.depth * t.layers * t.samples * t.texel_bytes;
}

// Copies `bytes` of host memory into a new block of `mem`; its address in *out.
CUresult copy_in(DeviceMemory& mem, const void* host, uint64_t bytes, CUdeviceptr* out) {
  CUresult r = mem.alloc(out, bytes);
  if (r == 0 && bytes) r = mem.api->cuMemcpyHtoD(*out, host, bytes);
  return r;
}

// Copies the bound views' levels into device memory (freed with `mem`) and writes the kernel's
// tables there: the compiled CPU backend's views (jit::kernel_textures, the same checks of the
// bound formats), with device addresses for the texels and the level lists.
std::string upload_textures(const ir::Module& m, const Gpu& g, DeviceMemory& mem,
                            const std::vector<exec::TextureBinding>& textures,
                            const std::vector<exec::SamplerBinding>& samplers, DeviceTextures* out) {
  if (!binds_handles(m)) return "";
  exec::Handles h;
  if (std::string error = exec::bind_textures(m, textures, &h.textures); !error.empty()) return error;
  if (std::string error = exec::bind_samplers(m, samplers, &h.samplers); !error.empty()) return error;
  jit::TextureViews views;
  if (std::string error = jit::kernel_textures(m, h, &views); !error.empty()) return error;
  auto fail = [&](CUresult r) { return "CUDA: cannot copy a texture to the GPU: " + g.error(r); };
  for (size_t v = 0; v < m.vars.size(); v++) {
    jit::KernelTexture& t = views.views[v];
    if (!h.textures[v] || !t.level) continue;
    const ir::TextureShape& shape = m.vars[v].texture;
    bool written = shape.kind == ir::TextureKind::Storage && shape.writable;
    std::vector<jit::KernelTextureLevel> levels(t.level, t.level + t.levels);
    for (jit::KernelTextureLevel& l : levels) {
      uint64_t bytes = level_bytes(t, l);
      CUdeviceptr d = 0;
      if (CUresult r = copy_in(mem, l.data, bytes, &d); r != 0) return fail(r);
      if (written) out->written.push_back({l.data, d, bytes});
      l.data = reinterpret_cast<uint8_t*>(static_cast<uintptr_t>(d));
    }
    CUdeviceptr list = 0;
    if (CUresult r = copy_in(mem, levels.data(), levels.size() * sizeof levels[0], &list); r != 0) return fail(r);
    t.level = reinterpret_cast<const jit::KernelTextureLevel*>(static_cast<uintptr_t>(list));
  }
  if (CUresult r = copy_in(mem, views.views.data(), views.views.size() * sizeof(jit::KernelTexture), &out->tex); r != 0)
    return fail(r);
  if (CUresult r = copy_in(mem, views.samplers.data(), views.samplers.size() * sizeof(jit::KernelSampler), &out->smp);
      r != 0)
    return fail(r);
  return "";
}

// The written storage textures' levels back into their host memory.
std::string download_textures(const Gpu& g, const DeviceTextures& t) {
  for (const DeviceTextures::Written& w : t.written)
    if (CUresult r = g.api->cuMemcpyDtoH(w.host, w.device, w.bytes); w.bytes && r != 0)
      return "CUDA: cannot copy a texture back from the GPU: " + g.error(r);
  return "";
}

std::string launch(const ir::Module& m, const Kernel& k, const Gpu& g, const std::vector<CUdeviceptr>& dev,
                   const std::vector<uint64_t>& size, const DeviceTextures& textures, const exec::ExecOptions& o,
                   double* device_ms) {
  const DriverApi& a = *g.api;
  auto fail = [&](const char* what, CUresult r) { return std::string("CUDA: ") + what + ": " + g.error(r); };
  LaunchSlot& slot = launch_slot(g);
  if (!slot.error.empty()) return slot.error;
  size_t n = m.vars.size();
  // The kernel's Bindings parameter: base pointers, then sizes, max(1, vars) of each, then the
  // texture and sampler tables.
  size_t slots = std::max<size_t>(n, 1);
  std::vector<uint64_t> bindings(2 * slots + 2, 0);
  for (size_t v = 0; v < n; v++) bindings[v] = dev[v], bindings[slots + v] = dev[v] ? size[v] : 0;
  bindings[2 * slots] = textures.tex;
  bindings[2 * slots + 1] = textures.smp;
  slot.stop[0] = 0;
  slot.stop[1] = 0;
  unsigned long long max_steps = o.max_steps;
  void* params[] = {bindings.data(), &max_steps, &slot.stop_device, &slot.status};
  a.cuEventRecord(slot.start, nullptr);
  CUresult r = a.cuLaunchKernel(k.function, o.dispatch[0], o.dispatch[1], o.dispatch[2], k.threads, 1, 1,
                                k.shared_bytes, nullptr, params, nullptr);
  if (r == 0) r = a.cuEventRecord(slot.done, nullptr);
  if (r == 0) r = wait(g, slot.done, o, slot.stop);
  float ms = 0;
  if (r == 0 && device_ms && a.cuEventElapsedTime(&ms, slot.start, slot.done) == 0) *device_ms = ms;
  if (r != 0) return fail("the kernel failed", r);
  if (!slot.stop[1]) return "";
  uint32_t words[kStatusWords] = {0};
  if (CUresult s = a.cuMemcpyDtoH(words, slot.status, sizeof words); s != 0) return fail("cannot read the status", s);
  if (CUresult s = a.cuMemsetD8(slot.status, 0, sizeof words); s != 0) return fail("cannot clear the status", s);
  if (words[0] != kStatusOk) return stopped_message(m, k, words, o);
  return "";
}

// What both entry points check first: the GPU, an empty dispatch (nothing to run: *g stays null
// with no error) and the bindings, as per-variable base pointers and sizes.
std::string prepare(const ir::Module& m, const std::vector<exec::BufferBinding>& buffers, const exec::ExecOptions& o,
                    double* device_ms, const Gpu** g, std::vector<uint8_t*>* base, std::vector<uint64_t>* size) {
  std::string why;
  const Gpu* found = gpu(&why);
  if (!found) return why;
  if (device_ms) *device_ms = 0;
  if (o.dispatch[0] == 0 || o.dispatch[1] == 0 || o.dispatch[2] == 0) return "";
  if (std::string error = exec::bind_buffers(m, buffers, base, size); !error.empty()) return error;
  *g = found;
  return "";
}

}  // namespace

std::string execute(const ir::Module& m, const Kernel& k, const std::vector<exec::BufferBinding>& buffers,
                    const std::vector<exec::TextureBinding>& textures,
                    const std::vector<exec::SamplerBinding>& samplers, const exec::ExecOptions& o, double* device_ms) {
  const Gpu* g = nullptr;
  std::vector<uint8_t*> base;
  std::vector<uint64_t> size;
  if (std::string error = prepare(m, buffers, o, device_ms, &g, &base, &size); !error.empty() || !g) return error;
  const DriverApi& a = *g->api;
  DeviceMemory mem{&a, {}};
  auto fail = [&](const char* what, CUresult r) { return std::string("CUDA: ") + what + ": " + g->error(r); };
  size_t n = m.vars.size();
  std::vector<CUdeviceptr> dev(n, 0);
  for (size_t v = 0; v < n; v++) {
    if (!base[v]) continue;
    if (CUresult r = mem.alloc(&dev[v], size[v]); r != 0) return fail("cannot allocate a buffer", r);
    if (CUresult r = a.cuMemcpyHtoD(dev[v], base[v], size[v]); size[v] && r != 0)
      return fail("cannot copy a buffer to the GPU", r);
  }
  DeviceTextures tex;
  if (std::string error = upload_textures(m, *g, mem, textures, samplers, &tex); !error.empty()) return error;
  std::string error = launch(m, k, *g, dev, size, tex, o, device_ms);
  // The buffers come back also after the watchdog stopped the kernel: what ran before is written.
  if (!error.empty() && error.rfind("CUDA: ", 0) == 0) return error;
  for (size_t v = 0; v < n; v++)
    if (base[v] && m.vars[v].space == ir::Space::Storage && size[v])
      if (CUresult s = a.cuMemcpyDtoH(base[v], dev[v], size[v]); s != 0) return fail("cannot copy a buffer back", s);
  if (std::string copied = download_textures(*g, tex); !copied.empty()) return copied;
  return error;
}

std::string execute_resident(const ir::Module& m, const Kernel& k, const std::vector<exec::BufferBinding>& buffers,
                             const std::vector<exec::TextureBinding>& textures,
                             const std::vector<exec::SamplerBinding>& samplers, const exec::ExecOptions& o,
                             double* device_ms) {
  const Gpu* g = nullptr;
  std::vector<uint8_t*> base;
  std::vector<uint64_t> size;
  if (std::string error = prepare(m, buffers, o, device_ms, &g, &base, &size); !error.empty() || !g) return error;
  std::vector<CUdeviceptr> dev(base.size());
  for (size_t v = 0; v < base.size(); v++) dev[v] = reinterpret_cast<uintptr_t>(base[v]);
  DeviceMemory mem{g->api, {}};
  DeviceTextures tex;
  if (std::string error = upload_textures(m, *g, mem, textures, samplers, &tex); !error.empty()) return error;
  std::string error = launch(m, k, *g, dev, size, tex, o, device_ms);
  if (!error.empty() && error.rfind("CUDA: ", 0) == 0) return error;
  if (std::string copied = download_textures(*g, tex); !copied.empty()) return copied;
  return error;
}

namespace {

constexpr CUresult kOutOfMemory = 2;  // CUDA_ERROR_OUT_OF_MEMORY

// A driver call's result in words ("" on success); `what` says which transfer failed.
std::string outcome(const Gpu& g, CUresult r, const char* what) {
  return r == 0 ? "" : std::string("CUDA: ") + what + ": " + g.error(r);
}

}  // namespace

std::string allocate(uint64_t bytes, uint64_t* address, bool* out_of_memory) {
  *out_of_memory = false;
  std::string why;
  const Gpu* g = gpu(&why);
  if (!g) return why;
  CUdeviceptr p = 0;
  // 16 bytes at least, so that an empty buffer has an address. Not cleared: the caller uploads.
  CUresult r = g->api->cuMemAlloc(&p, std::max<uint64_t>(bytes, 16));
  if (r != 0) {
    *out_of_memory = r == kOutOfMemory;
    return outcome(*g, r, "cannot allocate device memory for a buffer");
  }
  *address = p;
  return "";
}

void release(uint64_t address) {
  if (const Gpu* g = gpu(nullptr); g && address) g->api->cuMemFree(address);
}

std::string upload(uint64_t address, const void* host, uint64_t bytes) {
  std::string why;
  const Gpu* g = gpu(&why);
  if (!g) return why;
  return bytes ? outcome(*g, g->api->cuMemcpyHtoD(address, host, bytes), "cannot copy a buffer to the GPU") : "";
}

std::string download(void* host, uint64_t address, uint64_t bytes) {
  std::string why;
  const Gpu* g = gpu(&why);
  if (!g) return why;
  return bytes ? outcome(*g, g->api->cuMemcpyDtoH(host, address, bytes), "cannot copy a buffer from the GPU") : "";
}

std::string copy_on_device(uint64_t to, uint64_t from, uint64_t bytes) {
  std::string why;
  const Gpu* g = gpu(&why);
  if (!g) return why;
  return bytes ? outcome(*g, g->api->cuMemcpyDtoD(to, from, bytes), "cannot copy between buffers on the GPU") : "";
}

std::string clear_on_device(uint64_t address, uint64_t bytes) {
  std::string why;
  const Gpu* g = gpu(&why);
  if (!g) return why;
  return bytes ? outcome(*g, g->api->cuMemsetD8(address, 0, bytes), "cannot clear a buffer on the GPU") : "";
}

std::string source_text(const ir::Module& m) {
  EmittedCuda e = emit_cuda(m);
  return e.unsupported.empty() ? e.source : "// not supported by the CUDA backend: " + e.unsupported + "\n";
}

}  // namespace wgx::cuda
