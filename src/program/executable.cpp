// Building a program for a backend once, and running it per dispatch (executable.h).
#include "program/executable.h"

#include <algorithm>
#include <cstdlib>
#include <mutex>
#include <new>
#include <utility>

#include "cuda/cuda_executor.h"
#include "exec/interpreter.h"
#include "exec/subgroup_ops.h"
#include "exec/texture_ops.h"
#include "exec/workgroup_pool.h"
#include "jit/cpp_emitter.h"
#include "jit/cxx_compiler.h"
#include "jit/jit_executor.h"
#include "program/kernel_builds.h"
#include "program/tiered_dispatch.h"

namespace wgx::program {
namespace {

// Whether a sanitized dispatch runs the kernel's event variant when WGX_SANITIZE_EXECUTOR is not
// set ("compiled" or "interp" decide).
constexpr bool kCompiledSanitizerByDefault = false;

exec::ExecOptions exec_options(const DeviceSettings& s, const uint32_t workgroups[3], exec::EventListener* listener) {
  exec::ExecOptions o;
  std::copy(workgroups, workgroups + 3, o.dispatch);
  o.threads = s.threads;
  o.max_steps = s.max_steps;
  o.max_seconds = s.max_seconds;
  o.max_memory = s.max_memory;
  o.subgroup_size = s.subgroup_size;
  o.schedule = s.schedule;
  o.schedule_seed = s.schedule_seed;
  o.events = listener;
  return o;
}

RunResult failure(Status status, std::string message) {
  RunResult r;
  r.status = status;
  r.message = std::move(message);
  return r;
}

// The executors' errors are their messages; the two whose kind matters to a caller are constants.
Status status_of(const std::string& error) {
  if (error.empty()) return Status::Ok;
  if (error == exec::kOutOfMemoryWhileRunning) return Status::OutOfMemory;
  if (error == exec::kStoppedByListener) return Status::Stopped;
  return Status::Failed;
}

// What every dispatch passes before it runs: its bindings, a valid subgroup size, and memory for
// its workers (plan_dispatch fits the worker count into the bound).
RunResult plan(const ir::Module& m, const std::vector<exec::BufferBinding>& buffers,
               const std::vector<exec::TextureBinding>& textures, const std::vector<exec::SamplerBinding>& samplers,
               exec::ExecOptions* o) {
  std::vector<uint8_t*> base;
  std::vector<uint64_t> size;
  std::vector<const exec::TextureBinding*> views;
  std::vector<const exec::SamplerBinding*> bound_samplers;
  if (std::string error = exec::bind_buffers(m, buffers, &base, &size); !error.empty())
    return failure(Status::InvalidBinding, std::move(error));
  if (std::string error = exec::bind_textures(m, textures, &views); !error.empty())
    return failure(Status::InvalidBinding, std::move(error));
  if (std::string error = exec::bind_samplers(m, samplers, &bound_samplers); !error.empty())
    return failure(Status::InvalidBinding, std::move(error));
  bool subgroup_ok = exec::valid_subgroup_size(o->subgroup_size);
  if (std::string error = exec::plan_dispatch(m, o); !error.empty())
    return failure(subgroup_ok ? Status::OutOfMemory : Status::InvalidSettings, std::move(error));
  return {};
}

// Whether a sanitized dispatch may run the event kernel: the switch (WGX_SANITIZE_EXECUTOR), a
// backend other than the interpreter, lockstep, and only the checks the kernel publishes for.
// Numerics need arithmetic events, which the kernel does not publish; stop-at-first must leave
// the buffers as they were at the finding, which only the interpreter stops before.
bool compiled_sanitizer(const DeviceSettings& s, const sanitize::Settings& checks) {
  const char* executor = std::getenv("WGX_SANITIZE_EXECUTOR");
  bool on = executor ? std::string(executor) == "compiled" : kCompiledSanitizerByDefault;
  bool backend = s.backend == exec::Backend::Auto || s.backend == exec::Backend::Compiled;
  return on && backend && s.schedule == exec::Schedule::Lockstep && !checks.numerics && !checks.stop_at_first;
}

RunResult run_sanitized(const Executable& e, const ir::Module& m, const std::vector<exec::BufferBinding>& buffers,
                        const std::vector<exec::TextureBinding>& textures,
                        const std::vector<exec::SamplerBinding>& samplers, const exec::ExecOptions& o,
                        const sanitize::Settings& checks, const DeviceSettings& settings) {
  std::shared_ptr<const jit::Kernel> k;
  std::string why;
  if (compiled_sanitizer(settings, checks)) k = e.event_kernel(&why);
  // One thread, workgroup after workgroup, as on the interpreter (the listener takes one event
  // at a time and the reports do not depend on timing).
  sanitize::Executor compiled = [&](const exec::ExecOptions& given) -> std::string {
    exec::ExecOptions one = given;
    one.threads = 1;
    if (std::string error = exec::plan_dispatch(m, &one); !error.empty()) return error;
    try {
      exec::start_clock(&one);
      return jit::execute(m, *k, buffers, textures, samplers, one);
    } catch (const std::bad_alloc&) {
      return exec::kOutOfMemoryWhileRunning;
    }
  };
  sanitize::Result s = sanitize::run(m, buffers, textures, samplers, o, checks, k ? &compiled : nullptr);
  Status status = status_of(s.error);
  RunResult r = failure(status, std::move(s.error));
  r.findings = std::move(s.findings);
  return r;
}

// Once per process: a compiled kernel that cannot be kept between runs is worth a note.
void note_cache(const DeviceSettings& settings) {
  static std::once_flag once;
  if (!settings.on_warning) return;
  std::call_once(once, [&] {
    if (std::string note = jit::kernel_cache_note(); !note.empty()) settings.on_warning(note);
  });
}

}  // namespace

std::shared_ptr<const Executable> Executable::build(std::shared_ptr<const ir::Module> module, exec::Backend backend,
                                                    const DeviceSettings& settings, std::string* error) {
  std::shared_ptr<Executable> e(new Executable);
  e->module_ = std::move(module);
  if (backend == exec::Backend::Interpreter) return e;
  std::string why;
  if (backend == exec::Backend::Cuda) {
    e->cuda_ = cuda::compile(*e->module_, &why);
    if (!e->cuda_) *error = "the CUDA backend cannot run this module: " + why;
    return e->cuda_ ? e : nullptr;
  }
  if (backend == exec::Backend::Compiled) {
    e->kernel_ = jit::compile(*e->module_, &why);
  } else {
    // Auto: a kernel in no cache is built in the background while the interpreter runs.
    std::shared_ptr<const jit::KernelSource> missing;
    e->kernel_ = jit::find_kernel(*e->module_, &why, &missing);
    if (missing) {
      note_cache(settings);
      e->build_ = start_build(std::move(missing));
      return e;
    }
  }
  if (e->kernel_) {
    note_cache(settings);
    return e;
  }
  if (backend == exec::Backend::Compiled) {
    *error = "the compiled backend cannot run this module: " + why;
    return nullptr;
  }
  e->fallback_ = "using the interpreter: " + why;
  if (settings.on_warning && !jit::is_expected_fallback(why)) settings.on_warning(e->fallback_);
  return e;
}

std::shared_ptr<const jit::Kernel> Executable::event_kernel(std::string* why) const {
  std::call_once(events_once_, [&] {
    jit::EmitOptions events;
    events.events = true;
    events_kernel_ = jit::compile(*module_, &events_why_, events);
  });
  *why = events_why_;
  return events_kernel_;
}

std::shared_ptr<const jit::Kernel> Executable::kernel() const {
  if (kernel_ || !build_ || !build_->done()) return kernel_;
  return build_->kernel();
}

bool Executable::building() const { return build_ && !build_->done(); }

std::string Executable::fallback_reason() const {
  if (!build_ || !build_->done() || build_->kernel()) return fallback_;
  return "using the interpreter: " + build_->why();
}

void Executable::report_failed_build(const DeviceSettings& settings) const {
  if (!build_ || !build_->done() || build_->kernel() || failure_told_.exchange(true)) return;
  if (settings.on_warning && !jit::is_expected_fallback(build_->why())) settings.on_warning(fallback_reason());
}

bool Executable::finish_build(const DeviceSettings& settings, std::chrono::steady_clock::time_point deadline) const {
  if (!build_) return true;
  bool done = build_->wait_until(deadline);
  report_failed_build(settings);
  return done;
}

RunResult run(const Executable& e, const std::vector<exec::BufferBinding>& buffers, const uint32_t workgroups[3],
              const DeviceSettings& settings, const sanitize::Settings* checks, exec::EventListener* listener) {
  return run(e, buffers, {}, {}, workgroups, settings, checks, listener);
}

RunResult run(const Executable& e, const std::vector<exec::BufferBinding>& buffers,
              const std::vector<exec::TextureBinding>& textures, const std::vector<exec::SamplerBinding>& samplers,
              const uint32_t workgroups[3], const DeviceSettings& settings, const sanitize::Settings* checks,
              exec::EventListener* listener) {
  const ir::Module& m = *e.module_;
  exec::ExecOptions o = exec_options(settings, workgroups, listener);
  if (checks) return run_sanitized(e, m, buffers, textures, samplers, o, *checks, settings);
  if (RunResult planned = plan(m, buffers, textures, samplers, &o); !planned.ok()) return planned;
  if (e.cuda_ && o.subgroup_size != 32)
    return failure(Status::InvalidSettings, "the CUDA backend's subgroups are warps of 32 invocations (subgroup size " +
                                                std::to_string(o.subgroup_size) + " asked)");
  // Only the interpreter publishes events and runs other schedules.
  bool lockstep = !listener && settings.schedule == exec::Schedule::Lockstep;
  e.report_failed_build(settings);
  std::shared_ptr<const jit::Kernel> kernel = e.kernel();
  bool tiered = lockstep && !kernel && e.building();
  bool interpret = (!kernel && !e.cuda_) || !lockstep;
  std::string error;
  double device_ms = -1;
  try {
    exec::start_clock(&o);
    if (tiered)
      error = run_tiered(m, *e.build_, buffers, textures, samplers, o);
    else if (interpret)
      error = exec::interpret(m, buffers, textures, samplers, o);
    else if (e.cuda_)
      error = cuda::execute(m, *e.cuda_, buffers, textures, samplers, o, &device_ms);
    else
      error = jit::execute(m, *kernel, buffers, textures, samplers, o);
  } catch (const std::bad_alloc&) {
    error = exec::kOutOfMemoryWhileRunning;
  }
  Status status = status_of(error);  // before the message moves
  RunResult r = failure(status, std::move(error));
  r.device_ms = device_ms;
  return r;
}

RunResult run_resident(const Executable& e, const std::vector<exec::BufferBinding>& device_buffers,
                       const std::vector<exec::TextureBinding>& textures,
                       const std::vector<exec::SamplerBinding>& samplers, const uint32_t workgroups[3],
                       const DeviceSettings& settings) {
  if (!e.cuda_) return failure(Status::CannotRun, "the program was not built for the CUDA backend");
  const ir::Module& m = *e.module_;
  exec::ExecOptions o = exec_options(settings, workgroups, nullptr);
  if (RunResult planned = plan(m, device_buffers, textures, samplers, &o); !planned.ok()) return planned;
  if (o.subgroup_size != 32)
    return failure(Status::InvalidSettings, "the CUDA backend's subgroups are warps of 32 invocations (subgroup size " +
                                                std::to_string(o.subgroup_size) + " asked)");
  exec::start_clock(&o);
  double device_ms = -1;
  std::string error = cuda::execute_resident(m, *e.cuda_, device_buffers, textures, samplers, o, &device_ms);
  Status status = status_of(error);
  RunResult r = failure(status, std::move(error));
  r.device_ms = device_ms;
  return r;
}

exec::Backend backend_for(exec::Backend wanted, const DeviceSettings& settings, bool listening) {
  bool interpreter_only = listening || settings.schedule != exec::Schedule::Lockstep;
  return interpreter_only ? exec::Backend::Interpreter : wanted;
}

DeviceSettings settings_of(const exec::ExecOptions& options) {
  DeviceSettings s;
  s.threads = options.threads;
  s.max_steps = options.max_steps;
  s.max_seconds = options.max_seconds;
  s.max_memory = options.max_memory;
  s.subgroup_size = options.subgroup_size;
  s.schedule = options.schedule;
  s.schedule_seed = options.schedule_seed;
  s.backend = options.backend;
  s.on_warning = options.on_warning;
  return s;
}

std::string run_once(const ir::Module& module, const std::vector<exec::BufferBinding>& buffers,
                     const exec::ExecOptions& options) {
  DeviceSettings s = settings_of(options);
  exec::Backend backend = backend_for(options.backend, s, options.events != nullptr);
  std::string error;
  // The module is the caller's for the length of the call: an owner that owns nothing.
  std::shared_ptr<const ir::Module> borrowed(std::shared_ptr<const ir::Module>(), &module);
  std::shared_ptr<const Executable> e = Executable::build(borrowed, backend, s, &error);
  if (!e) return error;
  return run(*e, buffers, options.dispatch, s, nullptr, options.events).message;
}

uint64_t kernels_emitted() { return jit::emitted_kernels(); }

std::string kernel_source_text(const ir::Module& module, bool events) {
  jit::EmitOptions options;
  options.events = events;
  jit::EmittedKernel k = jit::emit_cpp(module, options);
  return k.unsupported.empty() ? k.source : "// not compiled: " + k.unsupported + "\n";
}

std::string cuda_source_text(const ir::Module& module) { return cuda::source_text(module); }

std::string cuda_device(bool* available) {
  std::string why;
  *available = cuda::available(&why);
  return *available ? cuda::describe_device() : why;
}

}  // namespace wgx::program
