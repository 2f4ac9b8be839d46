// The sanitizer's event listener and its front door (sanitize/sanitizer.h): one listener on the
// interpreter's events hands each event to the checks that are on.
#include "sanitize/sanitizer.h"

#include <memory>

#include "exec/events.h"
#include "exec/workgroup_pool.h"
#include "ir/walk.h"
#include "sanitize/checks.h"
#include "sanitize/context.h"
#include "sanitize/races.h"

namespace wgx::sanitize {
namespace {

class Listener : public exec::EventListener {
 public:
  Listener(const ir::Module& m, const uint32_t dispatch[3], const Settings& s, std::vector<uint64_t> sizes)
      : settings_(s),
        log_(m.source, s.max_findings, s.stop_at_first),
        ctx_(m, dispatch, log_),
        dispatch_{dispatch[0], dispatch[1], dispatch[2]} {
    if (s.races) races_ = std::make_unique<RaceDetector>(ctx_, std::move(sizes));
    if (s.bounds) bounds_ = std::make_unique<BoundsChecker>(ctx_);
    if (s.numerics) numerics_ = std::make_unique<NumericsChecker>(ctx_);
  }
  void workgroup_begin(const uint32_t wid[3]) override {
    uint64_t linear = wid[0] + uint64_t{dispatch_[0]} * (wid[1] + uint64_t{dispatch_[1]} * wid[2]);
    ctx_.begin_workgroup(wid, linear);
    if (races_) races_->workgroup_begin();
  }
  void workgroup_end() override {
    if (bounds_) bounds_->workgroup_end();
  }
  void memory(const exec::MemoryAccess& a) override {
    if (bounds_) bounds_->access(a);
    if (races_) races_->access(a);
  }
  void barrier(const ir::Inst& b) override {
    if (races_) races_->barrier(b);
  }
  void index_clamp(const exec::IndexClamp& c) override {
    if (bounds_) bounds_->index_clamp(c);
  }
  void arithmetic(const exec::Arithmetic& a) override {
    if (numerics_) numerics_->arithmetic(a);
  }
  bool stop() const override { return (settings_.stop_at_first && log_.found_any()) || !error().empty(); }
  std::string error() const { return races_ ? races_->error() : std::string(); }
  std::vector<Finding> take() { return log_.take(); }

 private:
  Settings settings_;
  FindingLog log_;
  Context ctx_;
  uint32_t dispatch_[3];
  std::unique_ptr<RaceDetector> races_;
  std::unique_ptr<BoundsChecker> bounds_;
  std::unique_ptr<NumericsChecker> numerics_;
};

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
