// The program layer's last two steps: *build* (a lowered entry point and a backend choice become
// an executable: a loaded compiled kernel, or the interpreter, with the fallback decided once and
// its reason kept) and *run* (an executable, its bindings, one dispatch's size and the device's
// settings become a typed result). Every caller that runs WGSL goes through here: the API's
// pipelines hold an executable built once and run it for each dispatch, `wgx run` builds one and
// runs it (`--time` runs it again), the tests and fuzzers do the same. Nothing is emitted,
// compiled or decided again per dispatch.
//
// The layer sits above the executors (exec/, jit/) and the sanitizer, which know nothing of each
// other, and under api/ and cli/ (docs/architecture.md, "Layers").
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "exec/executor.h"
#include "ir/module.h"
#include "sanitize/sanitizer.h"

namespace wgx::jit {
struct Kernel;
}
namespace wgx::cuda {
struct Kernel;
}

namespace wgx::program {

class KernelBuild;  // program/kernel_builds.h

// What belongs to a device (or to one `wgx run`), not to one dispatch: the worker pool's size,
// the bounds every dispatch runs under, the schedule, the subgroup size, and where warnings go.
struct DeviceSettings {
  unsigned threads = 0;                     // 0: all cores
  uint64_t max_steps = 100'000'000;         // the watchdog's budget per workgroup (exec::ExecOptions)
  double max_seconds = 10;                  // the whole dispatch; 0: no bound
  uint64_t max_memory = uint64_t{2} << 30;  // workgroup, private and function memory of all workers
  uint32_t subgroup_size = 32;
  exec::Schedule schedule = exec::Schedule::Lockstep;
  uint64_t schedule_seed = 0;
  // The backend asked for. A sanitized dispatch runs the kernel's event variant unless this is
  // the interpreter (docs/sanitizer.md, "How it works").
  exec::Backend backend = exec::Backend::Auto;
  // Told why the build fell back to the interpreter when that is worth a word (a compiler that
  // failed, not one that is missing); null: silent.
  std::function<void(const std::string&)> on_warning;
};

// How a run ended. Callers map it to their own errors (the API: OutOfMemory to WebGPU's
// out-of-memory error, the others to an internal error) without reading the message.
enum class Status : uint8_t {
  Ok,
  InvalidBinding,   // a binding the program uses is missing or smaller than it needs
  InvalidSettings,  // the settings cannot run it (a subgroup size that is not a power of two in range)
  OutOfMemory,      // the dispatch's memory bound, or the system, refused its memory
  CannotRun,        // the backend asked for cannot run the program (the build's reason)
  Stopped,          // the event listener ended the dispatch (the sanitizer's stop-at-first)
  Failed,           // the watchdog or the time limit stopped it (the message names which, and where)
};

struct RunResult {
  Status status = Status::Ok;
  std::string message;                      // empty when status is Ok
  std::vector<sanitize::Finding> findings;  // the sanitizer's, when it ran
  // The kernel's time on the device (CUDA events around the launch), for the CUDA backend;
  // negative where there is no device clock (the CPU executors).
  double device_ms = -1;
  bool ok() const { return status == Status::Ok; }
};

// A program ready to run: the lowered module and, when the backend compiled it, the loaded kernel.
class Executable {
 public:
  // Builds `module` for `backend`: Auto compiles when it can and otherwise keeps the interpreter
  // (with the reason, told to settings.on_warning when it is not simply a missing compiler). An
  // Auto kernel found in no cache is built in the background meanwhile (tiering, docs/jit.md):
  // dispatches run on the interpreter until it lands, then on it, switching inside a dispatch; a
  // build that fails is told to on_warning by the first run() or finish_build() that sees it;
  // Compiled fails without a kernel (null, `error` set); Interpreter never compiles; Cuda builds
  // for the GPU (src/cuda/) or fails with the reason (no driver, no GPU, no NVRTC, a construct
  // the backend does not support).
  static std::shared_ptr<const Executable> build(std::shared_ptr<const ir::Module> module, exec::Backend backend,
                                                 const DeviceSettings& settings, std::string* error);

  const ir::Module& module() const { return *module_; }
  // True when dispatches run compiled now (a background build counts once it has landed).
  bool compiled() const { return kernel() != nullptr; }
  bool on_cuda() const { return cuda_ != nullptr; }
  // True while the compiled kernel is being built in the background.
  bool building() const;
  // Why an Auto build runs on the interpreter (empty when compiled, asked to interpret, or while
  // the background build is still running).
  std::string fallback_reason() const;
  // Waits for the background build (if any) until it has finished or `deadline` has passed, and
  // tells a failed one to settings.on_warning (once per executable, as build() would have). For
  // `wgx run --time`, which times the compiled kernel, and a one-shot process that wants the
  // kernel in the disk cache for its next run. True when no build is left running.
  bool finish_build(const DeviceSettings& settings, std::chrono::steady_clock::time_point deadline =
                                                        std::chrono::steady_clock::time_point::max()) const;

  // The sanitizer's event kernel (jit::EmitOptions::events), built (and waited for) at the first
  // sanitized dispatch that can run it; null with `why` set when it cannot be built.
  std::shared_ptr<const jit::Kernel> event_kernel(std::string* why) const;

 private:
  friend RunResult run(const Executable&, const std::vector<exec::BufferBinding>&,
                       const std::vector<exec::TextureBinding>&, const std::vector<exec::SamplerBinding>&,
                       const uint32_t[3], const DeviceSettings&, const sanitize::Settings*, exec::EventListener*);
  friend RunResult run_resident(const Executable&, const std::vector<exec::BufferBinding>&,
                                const std::vector<exec::TextureBinding>&, const std::vector<exec::SamplerBinding>&,
                                const uint32_t[3], const DeviceSettings&);
  // The kernel dispatches run on now: the one built, or the background build's once it landed.
  std::shared_ptr<const jit::Kernel> kernel() const;
  // Tells a background build's failure to settings.on_warning, the first time it is seen.
  void report_failed_build(const DeviceSettings& settings) const;
  mutable std::once_flag events_once_;
  mutable std::shared_ptr<const jit::Kernel> events_kernel_;
  mutable std::string events_why_;
  std::shared_ptr<const ir::Module> module_;
  std::shared_ptr<const jit::Kernel> kernel_;
  std::shared_ptr<const cuda::Kernel> cuda_;
  std::string fallback_;
  std::shared_ptr<const KernelBuild> build_;  // tiering: the kernel's build in the background
  mutable std::atomic<bool> failure_told_{false};
};

// The backend to build for: `wanted`, unless every run will need the interpreter anyway (it alone
// publishes events, so the sanitizer and other listeners run there, and runs schedules other than
// lockstep), in which case nothing is compiled.
exec::Backend backend_for(exec::Backend wanted, const DeviceSettings& settings, bool listening);

// One dispatch of `workgroups` over `buffers` (updated in place). With `checks` it runs on the
// interpreter under the sanitizer; with a listener or a schedule other than lockstep, on the
// interpreter too (only it publishes events and runs other orders); otherwise on what was built.
RunResult run(const Executable& executable, const std::vector<exec::BufferBinding>& buffers,
              const uint32_t workgroups[3], const DeviceSettings& settings, const sanitize::Settings* checks = nullptr,
              exec::EventListener* listener = nullptr);
// The same with texture views and samplers bound beside the buffers.
RunResult run(const Executable& executable, const std::vector<exec::BufferBinding>& buffers,
              const std::vector<exec::TextureBinding>& textures, const std::vector<exec::SamplerBinding>& samplers,
              const uint32_t workgroups[3], const DeviceSettings& settings, const sanitize::Settings* checks = nullptr,
              exec::EventListener* listener = nullptr);

// One dispatch of an executable built for CUDA (on_cuda()) over buffers already in device memory
// (program/device_buffer.h): each binding's `data` is its device address, and no buffer is copied.
// Texture views are host memory, copied to the GPU for the dispatch and, where a storage texture
// may be written, back (cuda::execute_resident). The sanitizer, listeners and other schedules are
// the interpreter's, so they never come here.
RunResult run_resident(const Executable& executable, const std::vector<exec::BufferBinding>& device_buffers,
                       const std::vector<exec::TextureBinding>& textures,
                       const std::vector<exec::SamplerBinding>& samplers, const uint32_t workgroups[3],
                       const DeviceSettings& settings);

// Build and run in one call, for a module run once (tests, fuzzers): the backend, the dispatch
// size, the listener and the settings as `options` gives them. `module` must outlive the call.
// Returns the message (empty on success).
std::string run_once(const ir::Module& module, const std::vector<exec::BufferBinding>& buffers,
                     const exec::ExecOptions& options);

// The device settings an exec::ExecOptions (the executors' own form, which `wgx run` fills from
// its options) carries.
DeviceSettings settings_of(const exec::ExecOptions& options);

// How many times a kernel's C++ text has been written in this process (jit::emit_cpp): a pipeline
// run a thousand times adds one.
uint64_t kernels_emitted();

// Workgroups that dispatches run while their kernel was being built (tiering), by the executor
// that ran them: tests prove with them that a dispatch switched mid-way.
struct TieredCounts {
  uint64_t interpreted = 0;
  uint64_t compiled = 0;
};
TieredCounts tiered_counts();

// The C++ the compiled backend builds for the module, or a comment saying why it does not;
// `events`: the sanitizer's event kernel (jit::EmitOptions::events).
std::string kernel_source_text(const ir::Module& module, bool events = false);
// The CUDA C++ the CUDA backend builds for the module, or a comment saying why it does not.
std::string cuda_source_text(const ir::Module& module);
// The GPU the CUDA backend runs on ("NVIDIA H200 (sm_90, driver 13.0, NVRTC 13.0)"), or why
// there is none; `available` says which.
std::string cuda_device(bool* available);

}  // namespace wgx::program
