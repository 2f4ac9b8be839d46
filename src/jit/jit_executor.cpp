#include "jit/jit_executor.h"

#include <atomic>
#include <csetjmp>
#include <cstring>
#include <map>
#include <mutex>

#include "exec/workgroup_pool.h"
#include "jit/cpp_emitter.h"
#include "jit/cxx_compiler.h"

namespace wgx::jit {
namespace {

constexpr size_t kMaxStack = 256u << 20;  // frames beyond this run in the interpreter

// The watchdog leaves a kernel through longjmp: compiled frames hold nothing to destroy.
// Kernels call trap() when their step count passes ctx.max_steps, which is the budget's next
// slice: trap either moves it on and returns, or stops the workgroup (steps, or the deadline).
struct Guard {
  KernelContext ctx{};  // first member: the kernel's context pointer is this object's address
  jmp_buf jmp;
  uint32_t loop = 0;
  bool timed_out = false;
  const exec::StepBudget* budget = nullptr;
};

void trap(KernelContext* c, uint32_t loop) {
  Guard* g = reinterpret_cast<Guard*>(c);
  exec::StepBudget::Stop stop = g->budget->over(c->steps, &c->max_steps);
  if (stop == exec::StepBudget::Stop::None) return;
  g->loop = loop;
  g->timed_out = stop == exec::StepBudget::Stop::Time;
  longjmp(g->jmp, 1);
}

// Runs `count` workgroups from the id in g->ctx.wid on; after the watchdog's exit g->ctx.wid is
// the workgroup that tripped it. Workgroup and lane memory start zeroed for each.
bool run_guarded(Guard* g, WorkgroupFn fn, const uint32_t dispatch[3], uint64_t count, std::vector<uint8_t>& wg,
                 std::vector<uint8_t>& lane) {
  if (setjmp(g->jmp)) return false;
  for (uint64_t k = 0; k < count; k++) {
    if (k) exec::next_workgroup_id(g->ctx.wid, dispatch);
    std::memset(wg.data(), 0, wg.size());
    std::memset(lane.data(), 0, lane.size());
    g->ctx.steps = 0;
    g->ctx.max_steps = g->budget->first_limit();
    fn(&g->ctx);
  }
  return true;
}

class CompiledRunner : public exec::WorkgroupRunner {
 public:
  CompiledRunner(const ir::Module& m, const Kernel& k, const std::vector<uint8_t*>& base,
                 const std::vector<uint64_t>& size, const exec::ExecOptions& o)
      : m_(m), k_(k), o_(o), budget_(o), shared_base_(base), base_(base), size_(size) {
    uint32_t lanes = m.workgroup_size[0] * m.workgroup_size[1] * m.workgroup_size[2];
    wg_.assign(m.workgroup_bytes + 16, 0);
    lane_.assign(static_cast<size_t>(m.lane_bytes) * lanes + 16, 0);
    for (uint32_t v : k.privatized) {
      private_.emplace_back(v, std::vector<uint8_t>(m.vars[v].size, 0));
      base_[v] = private_.back().second.data();
      size_[v] = m.vars[v].size;
    }
    KernelContext& c = g_.ctx;
    c.base = base_.data();
    c.size = size_.data();
    c.workgroup = wg_.data();
    c.lane = lane_.data();
    std::copy(o.dispatch, o.dispatch + 3, c.nwg);
    g_.budget = &budget_;
    c.trap = trap;
    c.subgroup_size = o.subgroup_size;
  }

  // Adds this worker's private counts into the buffers (wrapping, like the atomics they replace).
  std::string finish() override {
    for (auto& [v, words] : private_) {
      uint8_t* target = shared_base_[v];
      for (size_t i = 0; i + 4 <= words.size(); i += 4) {
        uint32_t delta;
        std::memcpy(&delta, words.data() + i, 4);
        if (delta) std::atomic_ref<uint32_t>(*reinterpret_cast<uint32_t*>(target + i)).fetch_add(delta);
      }
    }
    return "";
  }

  std::string run(const uint32_t wid[3]) override {
    const uint32_t one[3] = {1, 1, 1};
    std::copy(wid, wid + 3, g_.ctx.wid);
    return run_from(one, 1);
  }

  std::string run_range(const uint32_t dispatch[3], uint64_t first, uint64_t count) override {
    exec::workgroup_id(first, dispatch, g_.ctx.wid);
    return run_from(dispatch, count);
  }

  std::string run_from(const uint32_t dispatch[3], uint64_t count) {
    if (run_guarded(&g_, k_.workgroup, dispatch, count, wg_, lane_)) return "";
    if (g_.timed_out) return exec::time_limit_message(o_);
    const Span* at = g_.loop < k_.loops.size() ? &k_.loops[g_.loop] : nullptr;
    return exec::watchdog_message(m_, at, g_.ctx.wid, o_.max_steps);
  }

 private:
  const ir::Module& m_;
  const Kernel& k_;
  const exec::ExecOptions& o_;
  exec::StepBudget budget_;
  std::vector<uint8_t*> shared_base_;  // the buffers themselves
  std::vector<uint8_t*> base_;         // what the kernel sees: private copies where privatized
  std::vector<uint64_t> size_;
  std::vector<std::pair<uint32_t, std::vector<uint8_t>>> private_;
  std::vector<uint8_t> wg_, lane_;
  Guard g_;
};

}  // namespace

// No compiler installed, or texture builtins, which only the interpreter runs (a known limit of
// the compiled backend, not a failure worth a warning on every dispatch).
bool is_expected_fallback(const std::string& why) {
  return why.starts_with("no C++ compiler") ||
         why.starts_with("the compiled backend does not handle the texture builtin");
}

std::shared_ptr<const Kernel> compile(const ir::Module& m, std::string* why) {
  EmittedKernel e = emit_cpp(m);
  if (!e.unsupported.empty()) {
    *why = "the compiled backend does not handle " + e.unsupported;
    return nullptr;
  }
  if (e.stack_bytes > kMaxStack) {
    *why = "the kernel's lane arrays need " + std::to_string(e.stack_bytes >> 20) + " MiB of stack";
    return nullptr;
  }
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const Kernel>> loaded;  // by source
  std::lock_guard<std::mutex> lock(mutex);
  if (auto it = loaded.find(e.source); it != loaded.end()) return it->second;
  std::shared_ptr<SharedObject> so = build_shared_object(e.source, why);
  if (!so) return nullptr;
  auto abi = reinterpret_cast<uint32_t (*)()>(so->symbol("wgx_abi"));
  auto fn = reinterpret_cast<WorkgroupFn>(so->symbol("wgx_workgroup"));
  if (!abi || !fn || abi() != kAbiVersion) {
    *why = "the compiled kernel does not export the expected entry points";
    return nullptr;
  }
  auto k = std::make_shared<Kernel>();
  k->object = so;
  k->workgroup = fn;
  k->loops = e.loops;
  k->stack_bytes = e.stack_bytes;
  k->privatized = e.privatized;
  loaded.emplace(e.source, k);
  return k;
}

std::string execute(const ir::Module& m, const Kernel& k, const std::vector<exec::BufferBinding>& buffers,
                    const exec::ExecOptions& options) {
  std::vector<uint8_t*> base;
  std::vector<uint64_t> size;
  if (std::string error = exec::bind_buffers(m, buffers, &base, &size); !error.empty()) return error;
  size_t stack = k.stack_bytes + (8u << 20);
  return exec::run_workgroups(options, stack, [&]() -> std::unique_ptr<exec::WorkgroupRunner> {
    return std::make_unique<CompiledRunner>(m, k, base, size, options);
  });
}

}  // namespace wgx::jit
