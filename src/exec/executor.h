// A dispatch of an IR module on the CPU as both executors take it: the buffers, the options, and
// the checks made before either runs it. The executors are the lockstep interpreter
// (exec/interpreter.h: no compiler needed, and the reference the compiled backend is tested
// against) and the compiled backend (src/jit/: the module as C++ built by the system compiler,
// near native speed), which builds on this layer; the choice between them is made above both
// (program/executable.h), so this folder never depends on the compiler.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "exec/texel_format.h"
#include "ir/module.h"

namespace wgx::exec {

class EventListener;  // exec/events.h

// A buffer bound to @group/@binding: a view of memory the caller owns (a WebGPU buffer, or a binding
// range of one with its offset already applied). The dispatch reads and writes it in place.
struct BufferBinding {
  int64_t group = 0;
  int64_t binding = 0;
  uint8_t* data = nullptr;
  uint64_t size = 0;
};

// A texture view bound to @group/@binding: its texels in place (the caller owns them; a dispatch
// writes storage textures through it). Each mip level of the view is a tight array of images
// (the view's array layers, or a 3D texture's depth slices), each of rows of texels of `format`
// (the viewed aspect's format: depth24plus reads as float32). The executors check coordinates,
// layers, levels and samples against these sizes (ir/texture.h says what is out of range does).
struct TextureBinding {
  struct Level {
    uint8_t* data = nullptr;                    // the view's first array layer of this level
    uint32_t width = 1, height = 1, depth = 1;  // depth: 3D textures' slices, else 1
  };
  int64_t group = 0;
  int64_t binding = 0;
  TexelFormat format = TexelFormat::Undefined;
  std::vector<Level> levels;  // the view's mip levels, base level first
  uint32_t layers = 1;        // the view's array layers (6 per cube, 6n per cube array)
  uint32_t samples = 1;       // a multisampled texture holds its texels' samples side by side
  // The planes `levels` point into when the view was decoded from a compressed format
  // (exec/texel_blocks.h); null otherwise.
  std::shared_ptr<const std::vector<uint8_t>> decoded;
};

// A sampler bound to @group/@binding: WebGPU's sampler descriptor as sampling needs it.
struct SamplerBinding {
  enum class Address : uint8_t { ClampToEdge, Repeat, MirrorRepeat };
  enum class Filter : uint8_t { Nearest, Linear };
  int64_t group = 0;
  int64_t binding = 0;
  Address address[3] = {Address::ClampToEdge, Address::ClampToEdge, Address::ClampToEdge};  // u, v, w
  // A comparison sampler's function (None for a filtering one): reference OP texel passes.
  enum class Compare : uint8_t { None, Never, Less, Equal, LessEqual, Greater, NotEqual, GreaterEqual, Always };
  Filter mag = Filter::Nearest, min = Filter::Nearest, mipmap = Filter::Nearest;
  float lod_min = 0, lod_max = 32;
  Compare compare = Compare::None;
  uint16_t max_anisotropy = 1;  // the most samples a gradient-based sample takes (texel_rules.h, wgx_aniso_count)
};

// The order in which a workgroup's invocations run between barriers, and the dispatch's workgroups
// run (docs/sanitizer.md, "Schedules"). Lockstep: every instruction for all lanes, workgroups in
// id order. Reverse and Random split each workgroup into groups of lanes (its subgroups when the
// module uses subgroup operations, else 8 groups) and run each barrier-free stretch group after
// group, last group first (Reverse) or in a seeded random order (Random); workgroups run in
// reverse or random order too. Every one is a legal WGSL execution; output that changes between
// them depends on a data race.
enum class Schedule { Lockstep, Reverse, Random };

enum class Backend {
  Auto,         // compiled when a C++ compiler is available, else the interpreter
  Interpreter,  // always interpret
  Compiled,     // compile, or fail with the reason
  Cuda,         // the CUDA backend on the GPU (src/cuda/), or fail with the reason; never chosen by Auto
};

struct ExecOptions {
  uint32_t dispatch[3] = {1, 1, 1};
  unsigned threads = 0;  // 0: all cores
  // The watchdog, per workgroup: each executed IR node costs 1 + lanes/8 steps, so the budget is
  // roughly proportional to time (the default stops an endless loop within a few seconds). The
  // compiled backend charges each loop iteration the same cost for the nodes of its body.
  uint64_t max_steps = 100'000'000;
  Backend backend = Backend::Auto;
  // Invocations per subgroup (subgroup_size; a power of two in [4, 128]): a workgroup's lanes
  // [k * size, (k + 1) * size) by local_invocation_index form subgroup k (exec/subgroup_ops.h).
  uint32_t subgroup_size = 32;
  // The whole dispatch: it stops with an error once it has run this long (seconds; 0: no bound),
  // checked between chunks of workgroups, each of which the watchdog above bounds.
  double max_seconds = 10;
  // When the dispatch must stop: set by start_clock() from max_seconds once the kernel is built
  // (callers leave it).
  std::chrono::steady_clock::time_point deadline{};
  // Workgroup, private and function memory of all workers together (bytes): fewer workers run when
  // each needs much, and a workgroup that alone needs more is refused before anything is allocated.
  uint64_t max_memory = uint64_t{2} << 30;
  // A listener for the executor's events (exec/events.h); null: none, and nothing is paid for it.
  // With a listener, or a schedule other than Lockstep, the dispatch runs on the interpreter on one
  // thread, whatever `backend` and `threads` say.
  EventListener* events = nullptr;
  Schedule schedule = Schedule::Lockstep;
  uint64_t schedule_seed = 0;  // Random: the seed of the orders
  // Told why Auto fell back to the interpreter (a compiler that failed); null: silent.
  std::function<void(const std::string&)> on_warning;
};

// The error a dispatch returns when the listener's stop() ended it early.
inline constexpr const char* kStoppedByListener = "the dispatch was stopped by its event listener";

// The error of a dispatch whose memory the system refused while it ran.
inline constexpr const char* kOutOfMemoryWhileRunning = "out of memory while running the dispatch";

// What every dispatch passes before an executor runs it: a valid subgroup size, and memory for
// the workers (fewer of them run when each needs much; an error when one workgroup alone does not
// fit). Sets options->threads. Returns an empty string, else the error.
std::string plan_dispatch(const ir::Module& m, ExecOptions* options);

// Sets options->deadline from max_seconds: the dispatch's clock starts once its kernel is built,
// because compiling is not running.
void start_clock(ExecOptions* options);

// Runs the dispatch over `buffers` (updated in place) on the interpreter, whatever
// options.backend says: plan_dispatch, then interpret(). What the sanitizer runs; everything else
// goes through the program layer (program/executable.h), which chooses the executor. Returns an empty string on
// success, else the error (a missing binding, the watchdog's message naming the loop that did not finish).
std::string interpret_dispatch(const ir::Module& m, const std::vector<BufferBinding>& buffers,
                               const ExecOptions& options);
// The same with texture views bound beside the buffers.
std::string interpret_dispatch(const ir::Module& m, const std::vector<BufferBinding>& buffers,
                               const std::vector<TextureBinding>& textures, const std::vector<SamplerBinding>& samplers,
                               const ExecOptions& options);

}  // namespace wgx::exec
