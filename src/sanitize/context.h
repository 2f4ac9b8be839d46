// What every check of the sanitizer shares: the module, the workgroup running now, the log of
// findings, and how reports name invocations, memory and source text.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "exec/events.h"
#include "ir/module.h"
#include "sanitize/stage_session.h"

namespace wgx::sanitize {

// The findings of one dispatch, grouped by (check, location, other location), capped.
class FindingLog {
 public:
  // `first_only`: keep only the first occurrence of the first finding (stop at the first).
  FindingLog(const SourceFile* file, size_t cap, bool first_only = false)
      : file_(file), cap_(cap), first_only_(first_only) {}
  // One occurrence of a finding at `at` (with its other access at `other`; an empty span: none).
  // `make` builds the message and notes, only for the first occurrence of its group.
  template <typename Make>
  void add(int check, Span at, Span other, Make&& make) {
    if (first_only_ && found_any_) return;
    Key key{check, at.offset, at.length, other.offset, other.length};
    if (auto it = index_.find(key); it != index_.end()) {
      findings_[it->second].count++;
      return;
    }
    found_any_ = true;
    if (findings_.size() >= cap_) {
      dropped_.insert(key);
      return;
    }
    index_[key] = findings_.size();
    Finding f;
    make(&f);
    findings_.push_back(std::move(f));
  }
  Diagnostic diagnostic(Severity severity, std::string id, std::string message, Span at) const;
  bool found_any() const { return found_any_; }
  std::vector<Finding> take();  // adds the count of dropped findings at the end

 private:
  using Key = std::tuple<int, uint32_t, uint32_t, uint32_t, uint32_t>;
  const SourceFile* file_;
  size_t cap_;
  bool first_only_;
  std::map<Key, size_t> index_;
  std::set<Key> dropped_;
  std::vector<Finding> findings_;
  bool found_any_ = false;
};

class Context {
 public:
  Context(const ir::Module& m, const uint32_t dispatch[3], FindingLog& log) : m_(m), log_(log) {
    for (int i = 0; i < 3; i++) dispatch_[i] = dispatch[i];
  }
  const ir::Module& module() const { return m_; }
  uint32_t lanes() const { return m_.workgroup_size[0] * m_.workgroup_size[1] * m_.workgroup_size[2]; }
  FindingLog& log() { return log_; }

  void begin_workgroup(const uint32_t wid[3], uint64_t linear);
  const uint32_t* workgroup() const { return wid_; }
  uint64_t workgroup_linear() const { return linear_; }

  // Names invocations by what they are to the user rather than by workgroup and lane (a draw's
  // fragment by its pixel); unset for dispatches.
  void set_namer(InvocationNamer namer) { namer_ = std::move(namer); }
  bool named_invocations() const { return static_cast<bool>(namer_); }
  // The invocation of `lane` in the workgroup of linear index `wg`, by the namer (or as invocation()).
  std::string invocation_at(uint64_t wg, uint32_t lane) const;

  // "(5,0,0)": the local_invocation_id of `lane`.
  std::string local_id(uint32_t lane) const;
  // "local_invocation_id (5,0,0) of workgroup (1,0,0)".
  std::string invocation(uint32_t lane) const;
  // "(0,0,0)" for a workgroup's linear index.
  std::string workgroup_id(uint64_t linear) const;
  // The name of bytes [offset, offset + bytes) of variable `var`: "tile[5]", "data[2].pos".
  std::string memory_name(uint32_t var, uint64_t offset, uint64_t bytes) const;
  // "workgroup memory", "storage memory @group(0) @binding(1)".
  std::string memory_space(uint32_t var) const;
  std::string source_text(Span s) const;
  // "(3,4)", "(3,4) layer 2", "(1,2,3) level 1": the texel lane addresses (a load's level only
  // where the texture has levels: a storage texture's view has one).
  std::string texel_name(const exec::TexelAccess& a, uint32_t lane) const;

 private:
  const ir::Module& m_;
  FindingLog& log_;
  uint32_t dispatch_[3] = {1, 1, 1};
  uint32_t wid_[3] = {0, 0, 0};
  uint64_t linear_ = 0;
  InvocationNamer namer_;
};

// The checks; each is a part of the sanitizer's one event listener.
enum Check : int { kRace = 0, kBounds = 1, kNumerics = 2 };

}  // namespace wgx::sanitize
