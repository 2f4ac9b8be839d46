// The sanitizer's event listener and its front doors (sanitize/sanitizer.h for dispatches,
// sanitize/stage_session.h for draws): one listener on the interpreter's events hands each event
// to the checks that are on.
#include "sanitize/sanitizer.h"

#include <memory>

#include "exec/events.h"
#include "exec/workgroup_pool.h"
#include "ir/walk.h"
#include "sanitize/checks.h"
#include "sanitize/context.h"
#include "sanitize/races.h"
#include "sanitize/stage_session.h"

namespace wgx::sanitize {

class Listener : public exec::EventListener {
 public:
  // `stops`: stop_at_first ends the dispatch at the first finding (a draw's batches do not stop:
  // their outputs make the picture, so only the first finding is kept).
  Listener(const ir::Module& m, const uint32_t dispatch[3], const Settings& s, std::vector<uint64_t> sizes,
           bool stops = true)
      : settings_(s),
        stops_(stops),
        log_(m.source, s.max_findings, s.stop_at_first),
        ctx_(m, dispatch, log_),
        dispatch_{dispatch[0], dispatch[1], dispatch[2]} {
    if (s.races) races_ = std::make_unique<RaceDetector>(ctx_, std::move(sizes));
    if (s.bounds) bounds_ = std::make_unique<BoundsChecker>(ctx_);
    if (s.numerics) numerics_ = std::make_unique<NumericsChecker>(ctx_);
  }
  // A StageSession's next batch: its workgroups are numbered from `first_workgroup` on, and its
  // buffers (the stage's records among them) have these sizes.
  void next_batch(uint64_t first_workgroup, const uint32_t dispatch[3], std::vector<uint64_t> sizes,
                  InvocationNamer namer, std::vector<uint8_t> checked) {
    base_ = first_workgroup;
    checked_ = std::move(checked);
    if (!checked_.empty()) lanes_.resize(ctx_.lanes());
    for (int i = 0; i < 3; i++) dispatch_[i] = dispatch[i];
    if (races_) races_->set_sizes(std::move(sizes));
    ctx_.set_namer(std::move(namer));
  }
  void workgroup_begin(const uint32_t wid[3]) override {
    uint64_t linear = base_ + wid[0] + uint64_t{dispatch_[0]} * (wid[1] + uint64_t{dispatch_[1]} * wid[2]);
    ctx_.begin_workgroup(wid, linear);
    first_lane_ = (linear - base_) * ctx_.lanes();
    if (races_) races_->workgroup_begin();
  }
  void workgroup_end() override {
    if (bounds_) bounds_->workgroup_end();
  }
  void memory(const exec::MemoryAccess& event) override {
    exec::MemoryAccess a = event;
    a.lanes = checked_lanes(a.lanes);
    if (bounds_) bounds_->access(a);
    if (races_) races_->access(a);
  }
  void barrier(const ir::Inst& b) override {
    if (races_) races_->barrier(b);
  }
  void index_clamp(const exec::IndexClamp& event) override {
    exec::IndexClamp c = event;
    c.lanes = checked_lanes(c.lanes);
    if (bounds_) bounds_->index_clamp(c);
  }
  void texel(const exec::TexelAccess& event) override {
    exec::TexelAccess a = event;
    a.lanes = checked_lanes(a.lanes);
    if (bounds_) bounds_->texel(a);
    if (races_) races_->texel(a);
  }
  void arithmetic(const exec::Arithmetic& event) override {
    exec::Arithmetic a = event;
    a.lanes = checked_lanes(a.lanes);
    if (numerics_) numerics_->arithmetic(a);
  }
  bool stop() const override { return (stops_ && settings_.stop_at_first && log_.found_any()) || !error().empty(); }
  bool found_any() const { return log_.found_any(); }
  std::string error() const { return races_ ? races_->error() : std::string(); }
  std::vector<Finding> take() { return log_.take(); }

 private:
  // An event's lanes less those of invocations the batch does not check (StageSession::run).
  const uint8_t* checked_lanes(const uint8_t* lanes) {
    if (checked_.empty()) return lanes;
    for (uint32_t l = 0; l < lanes_.size(); l++)
      lanes_[l] = lanes[l] && first_lane_ + l < checked_.size() && checked_[first_lane_ + l];
    return lanes_.data();
  }

  Settings settings_;
  bool stops_;
  FindingLog log_;
  Context ctx_;
  uint32_t dispatch_[3];
  uint64_t base_ = 0;
  std::vector<uint8_t> checked_;  // by invocation of the batch; empty: all
  uint64_t first_lane_ = 0;       // the running workgroup's first invocation in the batch
  std::vector<uint8_t> lanes_;    // an event's checked lanes
  std::unique_ptr<RaceDetector> races_;
  std::unique_ptr<BoundsChecker> bounds_;
  std::unique_ptr<NumericsChecker> numerics_;
};

namespace {

size_t memory_instructions(const ir::Module& m) {
  size_t n = 0;
  for (const ir::Function& f : m.functions)
    ir::for_each_inst(f.body, [&](const ir::Inst& in) { n += ir::accesses_memory(in.op); });
  return n;
}

}  // namespace

Result run(const ir::Module& m, const std::vector<exec::BufferBinding>& buffers, exec::ExecOptions options,
           const Settings& settings) {
  return run(m, buffers, {}, {}, std::move(options), settings);
}

Result run(const ir::Module& m, const std::vector<exec::BufferBinding>& buffers,
           const std::vector<exec::TextureBinding>& textures, const std::vector<exec::SamplerBinding>& samplers,
           exec::ExecOptions options, const Settings& settings, const Executor* executor) {
  Result result;
  uint64_t workgroups = uint64_t{options.dispatch[0]} * options.dispatch[1] * options.dispatch[2];
  if (settings.races && workgroups > UINT32_MAX) {
    result.error = "the race check runs at most 4294967295 workgroups per dispatch, not " + std::to_string(workgroups);
    return result;
  }
  if (settings.races && memory_instructions(m) > kMaxRaceSites) {
    result.error = "the race check handles at most " + std::to_string(kMaxRaceSites) + " memory instructions";
    return result;
  }
  std::vector<uint8_t*> base;
  std::vector<uint64_t> sizes;
  if (std::string error = exec::bind_buffers(m, buffers, &base, &sizes); !error.empty()) {
    result.error = error;
    return result;
  }
  Listener listener(m, options.dispatch, settings, std::move(sizes));
  options.events = &listener;
  std::string error =
      executor ? (*executor)(options) : exec::interpret_dispatch(m, buffers, textures, samplers, options);
  if (error != exec::kStoppedByListener) result.error = error;
  if (!listener.error().empty()) result.error = listener.error();
  result.findings = listener.take();
  return result;
}

StageSession::StageSession(const ir::Module& m, const Settings& settings, InvocationNamer namer)
    : m_(m), settings_(settings), namer_(std::move(namer)) {}

StageSession::~StageSession() = default;

std::string StageSession::run(const std::vector<exec::BufferBinding>& buffers,
                              const std::vector<exec::TextureBinding>& textures,
                              const std::vector<exec::SamplerBinding>& samplers, exec::ExecOptions options,
                              std::vector<uint8_t> checked) {
  options.threads = 1;
  if (stopped()) {  // after the first finding with stop_at_first: the rest of the draw runs unchecked
    options.events = nullptr;
    return exec::interpret_dispatch(m_, buffers, textures, samplers, options);
  }
  uint64_t workgroups = uint64_t{options.dispatch[0]} * options.dispatch[1] * options.dispatch[2];
  if (settings_.races && workgroups_ + workgroups > UINT32_MAX)
    return "the race check runs at most 4294967295 workgroups per draw stage";
  if (settings_.races && memory_instructions(m_) > kMaxRaceSites)
    return "the race check handles at most " + std::to_string(kMaxRaceSites) + " memory instructions";
  std::vector<uint8_t*> base;
  std::vector<uint64_t> sizes;
  if (std::string error = exec::bind_buffers(m_, buffers, &base, &sizes); !error.empty()) return error;
  if (!listener_) listener_ = std::make_unique<Listener>(m_, options.dispatch, settings_, sizes, false);
  listener_->next_batch(workgroups_, options.dispatch, std::move(sizes), namer_, std::move(checked));
  workgroups_ += workgroups;
  options.events = listener_.get();
  std::string error = exec::interpret_dispatch(m_, buffers, textures, samplers, options);
  if (error == exec::kStoppedByListener) error.clear();
  if (!listener_->error().empty()) error = listener_->error();
  return error;
}

bool StageSession::stopped() const { return listener_ && settings_.stop_at_first && listener_->found_any(); }

std::vector<Finding> StageSession::take() { return listener_ ? listener_->take() : std::vector<Finding>{}; }

bool parse_checks(const std::string& list, Settings* s, std::string* error) {
  s->races = s->bounds = s->numerics = false;
  size_t start = 0;
  while (start <= list.size()) {
    size_t comma = list.find(',', start);
    std::string name = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (name == "races")
      s->races = true;
    else if (name == "bounds")
      s->bounds = true;
    else if (name == "numerics")
      s->numerics = true;
    else {
      *error = "unknown sanitizer check '" + name + "' (races, bounds, numerics)";
      return false;
    }
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return true;
}

}  // namespace wgx::sanitize
