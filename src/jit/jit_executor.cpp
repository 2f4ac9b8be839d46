#include "jit/jit_executor.h"

#include <atomic>
#include <csetjmp>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>

#include "exec/events.h"
#include "exec/texture_ops.h"
#include "exec/workgroup_pool.h"
#include "ir/walk.h"
#include "jit/cpp_emitter.h"
#include "jit/cxx_compiler.h"

namespace wgx::jit {
namespace {

constexpr size_t kMaxStack = 256u << 20;  // frames beyond this run in the interpreter

// The watchdog leaves a kernel through longjmp: compiled frames hold nothing to destroy.
// Kernels call trap() when their step count passes ctx.max_steps, which is the budget's next
// slice: trap either moves it on and returns, or stops the workgroup (steps, or the deadline).
// What the event variant's publish() needs: the listener, the instructions by event number, and
// lane arrays laid out as the interpreter's registers (4 words per lane), which events carry.
struct EventState {
  exec::EventListener* listener = nullptr;
  std::vector<const ir::Inst*> insts;
  std::vector<ir::Type> index_types;  // per instruction: its first operand's type (a clamp's index)
  uint32_t lanes = 1;
  std::vector<uint8_t> mask;
  std::vector<uint32_t> a, b;
};

struct Guard {
  // First members: the kernel's context pointer is this object's address, and the event
  // variant's KernelEvents.
  KernelContext ctx{};
  PublishFn publish = nullptr;
  jmp_buf jmp;
  EventState* events = nullptr;  // the event variant under a listener
  bool stopped = false;          // the listener ended the dispatch
  uint32_t loop = 0;
  bool timed_out = false;
  const exec::StepBudget* budget = nullptr;
  const ir::Module* module = nullptr;  // for sampling: the variables' shapes, views and samplers
  const exec::Handles* handles = nullptr;
};

static_assert(offsetof(Guard, publish) == offsetof(KernelEvents, publish), "the event variant's context");

// A lane's sampling operation, by the interpreter's sampler (exec/texture_sampling.h).
void sample(KernelContext* c, uint32_t texture, uint32_t sampler, uint32_t op, uint32_t component,
            const uint32_t* operands, uint32_t* out) {
  const Guard* g = reinterpret_cast<const Guard*>(c);
  const uint32_t* args[6] = {operands, operands + 4, operands + 8, operands + 12, operands + 16, operands + 20};
  exec::TexelValue v = exec::sample_lane(static_cast<ir::TextureOp>(op), component, g->module->vars[texture].texture,
                                         *g->handles->textures[texture], *g->handles->samplers[sampler], args, 0);
  std::memcpy(out, v.w, sizeof v.w);
}

// An event of the variant kernel, handed to the listener as the interpreter hands it; a listener
// that asks to stop ends the dispatch there, as the interpreter does after a memory or index event.
void publish(KernelContext* c, uint32_t id, const uint32_t* lanes, const uint32_t* a, const uint32_t* b) {
  Guard* g = reinterpret_cast<Guard*>(c);
  EventState& e = *g->events;
  const ir::Inst& in = *e.insts[id];
  if (in.op == ir::Op::Barrier) {
    e.listener->barrier(in);
    return;
  }
  for (uint32_t l = 0; l < e.lanes; l++) {
    e.mask[l] = lanes[l] != 0;
    e.a[l * 4] = a[l];
    if (b) e.b[l * 4] = b[l];
  }
  const uint32_t bytes = in.type.width * ir::component_bytes(in.type.scalar);
  switch (in.op) {
    case ir::Op::Load:
      e.listener->memory(exec::MemoryAccess{&in, exec::AccessKind::Read, e.mask.data(), e.a.data(), bytes});
      break;
    case ir::Op::Store:
      e.listener->memory(exec::MemoryAccess{&in, exec::AccessKind::Write, e.mask.data(), e.a.data(), bytes});
      break;
    case ir::Op::Zero:
      e.listener->memory(exec::MemoryAccess{&in, exec::AccessKind::Write, e.mask.data(), e.a.data(), in.imm[0]});
      break;
    case ir::Op::Atomic: {
      bool load = static_cast<ir::AtomicOp>(in.imm[0]) == ir::AtomicOp::Load;
      exec::AccessKind kind = load ? exec::AccessKind::AtomicRead : exec::AccessKind::AtomicWrite;
      e.listener->memory(exec::MemoryAccess{&in, kind, e.mask.data(), e.a.data(), 4});
      break;
    }
    default:  // ClampIndex, ClampIndexDyn
      e.listener->index_clamp(
          exec::IndexClamp{&in, e.mask.data(), e.a.data(), b ? e.b.data() : nullptr, e.index_types[id]});
      break;
  }
  if (!e.listener->stop()) return;
  g->stopped = true;
  longjmp(g->jmp, 1);
}

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
    if (g->events) g->events->listener->workgroup_begin(g->ctx.wid);
    fn(&g->ctx);
    if (g->events) g->events->listener->workgroup_end();
  }
  return true;
}

class CompiledRunner : public exec::WorkgroupRunner {
 public:
  CompiledRunner(const ir::Module& m, const Kernel& k, const std::vector<uint8_t*>& base,
                 const std::vector<uint64_t>& size, const TextureViews& textures, const exec::Handles& handles,
                 const exec::ExecOptions& o)
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
    g_.module = &m;
    g_.handles = &handles;
    c.tex = textures.views.data();
    c.smp = textures.samplers.data();
    c.sample = sample;
    c.trap = trap;
    c.subgroup_size = o.subgroup_size;
    if (k.events) bind_events(m, o.events, lanes);
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
    if (g_.stopped) return exec::kStoppedByListener;
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
  EventState events_;

  // The event variant publishes to the listener; without one (no caller runs it so, but a kernel
  // must never call a null function) to a listener that ignores everything.
  void bind_events(const ir::Module& m, exec::EventListener* listener, uint32_t lanes) {
    static exec::EventListener ignore;
    events_.listener = listener ? listener : &ignore;
    events_.insts = event_instructions(m);
    for (const ir::Function& f : m.functions)
      ir::for_each_inst(f.body, [&](const ir::Inst& in) {
        bool clamp = in.op == ir::Op::ClampIndex || in.op == ir::Op::ClampIndexDyn;
        events_.index_types.push_back(clamp ? f.reg_types[in.args[0]] : ir::Type{});
      });
    events_.lanes = lanes;
    events_.mask.assign(lanes, 0);
    events_.a.assign(size_t{lanes} * 4, 0);
    events_.b.assign(size_t{lanes} * 4, 0);
    g_.events = &events_;
    g_.publish = publish;
  }
};

}  // namespace

std::string kernel_textures(const ir::Module& m, const exec::Handles& h, TextureViews* out) {
  out->views.assign(m.vars.size(), KernelTexture{});
  out->samplers.assign(m.vars.size(), KernelSampler{});
  for (size_t v = 0; v < m.vars.size(); v++) {
    const exec::SamplerBinding* s = h.samplers[v];
    if (!s) continue;
    out->samplers[v] = KernelSampler{{static_cast<uint32_t>(s->address[0]), static_cast<uint32_t>(s->address[1]),
                                      static_cast<uint32_t>(s->address[2])},
                                     static_cast<uint32_t>(s->mag),
                                     static_cast<uint32_t>(s->min),
                                     static_cast<uint32_t>(s->mipmap),
                                     s->lod_min,
                                     s->lod_max,
                                     s->max_anisotropy,
                                     static_cast<uint32_t>(s->compare)};
  }
  for (size_t v = 0; v < m.vars.size(); v++) {
    const exec::TextureBinding* t = h.textures[v];
    if (!t) continue;
    const ir::TextureShape& shape = m.vars[v].texture;
    exec::TexelFormat declared =
        static_cast<exec::TexelFormat>(shape.format);  // Undefined: the kernel reads the view's
    if (shape.kind == ir::TextureKind::Storage && declared != exec::TexelFormat::Undefined && t->format != declared)
      return "the texture bound to @group(" + std::to_string(m.vars[v].group) + ") @binding(" +
             std::to_string(m.vars[v].binding) + ") ('" + m.vars[v].name +
             "') is not of the texel format its storage texture type declares";
    std::vector<KernelTextureLevel>& levels = out->levels.emplace_back();
    for (const exec::TextureBinding::Level& l : t->levels) levels.push_back({l.data, l.width, l.height, l.depth, 0});
    const exec::TexelLayout& layout = exec::texel_layout(t->format);
    out->views[v] = KernelTexture{levels.data(),
                                  static_cast<uint32_t>(levels.size()),
                                  t->layers,
                                  t->samples,
                                  static_cast<uint32_t>(t->format),
                                  static_cast<uint32_t>(layout.encoding),
                                  layout.components,
                                  layout.bits,
                                  layout.bytes};
  }
  return "";
}

// No compiler installed: not a failure worth a warning on every dispatch.
bool is_expected_fallback(const std::string& why) { return why.starts_with("no C++ compiler"); }

namespace {

// Kernels loaded in this process, by source. Never destroyed: background builds may still be
// running while the process exits.
struct Loaded {
  std::mutex mutex;
  std::map<std::string, std::shared_ptr<const Kernel>> by_source;
  static Loaded& instance() {
    static Loaded* loaded = new Loaded;
    return *loaded;
  }
  std::shared_ptr<const Kernel> find(const std::string& source) {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = by_source.find(source);
    return it == by_source.end() ? nullptr : it->second;
  }
  // The first kernel kept for a source wins (two threads may have built it at once).
  std::shared_ptr<const Kernel> keep(const std::string& source, std::shared_ptr<const Kernel> k) {
    std::lock_guard<std::mutex> lock(mutex);
    return by_source.emplace(source, std::move(k)).first->second;
  }
};

// A loaded object as a kernel, or null with `why` set when it lacks the entry points.
std::shared_ptr<const Kernel> kernel_of(std::shared_ptr<SharedObject> so, const KernelSource& s, std::string* why) {
  auto abi = reinterpret_cast<uint32_t (*)()>(so->symbol("wgx_abi"));
  auto fn = reinterpret_cast<WorkgroupFn>(so->symbol("wgx_workgroup"));
  if (!abi || !fn || abi() != kAbiVersion) {
    *why = "the compiled kernel does not export the expected entry points";
    return nullptr;
  }
  auto k = std::make_shared<Kernel>();
  k->object = std::move(so);
  k->workgroup = fn;
  k->loops = s.loops;
  k->stack_bytes = s.stack_bytes;
  k->privatized = s.privatized;
  k->events = s.events;
  return Loaded::instance().keep(s.source, std::move(k));
}

}  // namespace

std::shared_ptr<const Kernel> find_kernel(const ir::Module& m, std::string* why,
                                          std::shared_ptr<const KernelSource>* missing, const EmitOptions& options) {
  EmittedKernel e = emit_cpp(m, options);
  if (!e.unsupported.empty()) {
    *why = "the compiled backend does not handle " + e.unsupported;
    return nullptr;
  }
  if (e.stack_bytes > kMaxStack) {
    *why = "the kernel's lane arrays need " + std::to_string(e.stack_bytes >> 20) + " MiB of stack";
    return nullptr;
  }
  if (std::shared_ptr<const Kernel> k = Loaded::instance().find(e.source)) return k;
  auto s = std::make_shared<KernelSource>(
      KernelSource{std::move(e.source), std::move(e.loops), e.stack_bytes, std::move(e.privatized), e.events});
  if (std::shared_ptr<SharedObject> so = find_shared_object(s->source, why)) return kernel_of(std::move(so), *s, why);
  if (why->empty()) *missing = std::move(s);
  return nullptr;
}

std::shared_ptr<const Kernel> build_kernel(const KernelSource& s, std::string* why) {
  if (std::shared_ptr<const Kernel> k = Loaded::instance().find(s.source)) return k;
  std::shared_ptr<SharedObject> so = build_shared_object(s.source, why);
  return so ? kernel_of(std::move(so), s, why) : nullptr;
}

std::shared_ptr<const Kernel> compile(const ir::Module& m, std::string* why, const EmitOptions& options) {
  std::shared_ptr<const KernelSource> missing;
  if (std::shared_ptr<const Kernel> k = find_kernel(m, why, &missing, options)) return k;
  return missing ? build_kernel(*missing, why) : nullptr;
}

struct CompiledWorkers::Bound {
  const ir::Module* m = nullptr;
  std::shared_ptr<const Kernel> k;
  const exec::ExecOptions* options = nullptr;
  std::vector<uint8_t*> base;
  std::vector<uint64_t> size;
  exec::Handles handles;
  TextureViews views;
};

CompiledWorkers::CompiledWorkers() = default;
CompiledWorkers::~CompiledWorkers() = default;

std::string CompiledWorkers::bind(const ir::Module& m, std::shared_ptr<const Kernel> k,
                                  const std::vector<exec::BufferBinding>& buffers,
                                  const std::vector<exec::TextureBinding>& textures,
                                  const std::vector<exec::SamplerBinding>& samplers, const exec::ExecOptions& options) {
  auto b = std::make_unique<Bound>();
  b->m = &m;
  b->k = std::move(k);
  b->options = &options;
  if (std::string error = exec::bind_buffers(m, buffers, &b->base, &b->size); !error.empty()) return error;
  if (std::string error = exec::bind_textures(m, textures, &b->handles.textures); !error.empty()) return error;
  if (std::string error = exec::bind_samplers(m, samplers, &b->handles.samplers); !error.empty()) return error;
  if (std::string error = kernel_textures(m, b->handles, &b->views); !error.empty()) return error;
  bound_ = std::move(b);
  return "";
}

std::unique_ptr<exec::WorkgroupRunner> CompiledWorkers::make() const {
  const Bound& b = *bound_;
  return std::make_unique<CompiledRunner>(*b.m, *b.k, b.base, b.size, b.views, b.handles, *b.options);
}

size_t CompiledWorkers::stack_bytes() const { return bound_->k->stack_bytes + (8u << 20); }

std::string execute(const ir::Module& m, const Kernel& k, const std::vector<exec::BufferBinding>& buffers,
                    const std::vector<exec::TextureBinding>& textures,
                    const std::vector<exec::SamplerBinding>& samplers, const exec::ExecOptions& options) {
  CompiledWorkers workers;
  // The caller keeps the kernel alive for the call: an owner that owns nothing.
  std::shared_ptr<const Kernel> borrowed(std::shared_ptr<const Kernel>(), &k);
  if (std::string error = workers.bind(m, borrowed, buffers, textures, samplers, options); !error.empty()) return error;
  return exec::run_workgroups(options, workers.stack_bytes(), [&] { return workers.make(); });
}

}  // namespace wgx::jit
