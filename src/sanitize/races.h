// Data races by WGSL's memory model (docs/sanitizer.md, "Races"): a shadow cell per memory granule
// of workgroup and storage memory holds the last write and up to two reads since it, each stamped
// with the invocation (workgroup, lane), the barrier epoch of its address space in its workgroup,
// the instruction, and whether it was atomic. Two accesses race when they come from different
// invocations, overlap, at least one writes, not both are atomic, and no barrier of their address
// space that both passed orders them (only possible within one workgroup).
// Storage texels are memory locations of their own (the handle address space): a cell per texel of
// each writable storage texture, ordered only by textureBarrier.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "exec/events.h"
#include "sanitize/context.h"

namespace wgx::sanitize {

class RaceDetector {
 public:
  // `sizes`: the bytes of each variable's memory (a storage binding: its buffer), indexed like m.vars.
  RaceDetector(Context& ctx, std::vector<uint64_t> sizes);
  void workgroup_begin();
  // The sizes of the next dispatch's buffers (a StageSession's batch binds new stage records).
  void set_sizes(std::vector<uint64_t> sizes) { sizes_ = std::move(sizes); }
  void barrier(const ir::Inst& barrier);
  void access(const exec::MemoryAccess& a);
  void texel(const exec::TexelAccess& a);
  // Set when the shadow of the buffers touched would pass kMaxShadowBytes: the check stops there.
  const std::string& error() const { return error_; }

 private:
  // lane's high bits: flags. site 0: no access.
  static constexpr uint16_t kAtomic = 0x8000, kWholeVector = 0x4000, kLaneMask = 0x3FFF;
  struct Stamp {
    uint32_t wg = 0;
    uint32_t epoch = 0;
    uint16_t lane = 0;
    uint16_t site = 0;
  };
  struct Cell {
    Stamp write, read1, read2;
  };
  // Zeroed cells from the kernel's zero pages (mmap), touched only where accesses land: a
  // dispatch's storage shadow is 9x its buffers, and zeroing it in advance (with the page faults
  // of first touch) was most of a sanitized run of a bandwidth-bound kernel (bench/RESULTS.md).
  class Cells {
   public:
    Cells() = default;
    explicit Cells(uint64_t count);
    Cells(Cells&& o) noexcept : cells_(o.cells_), count_(o.count_) { o.cells_ = nullptr, o.count_ = 0; }
    Cells& operator=(Cells&& o) noexcept;
    Cells(const Cells&) = delete;
    Cells& operator=(const Cells&) = delete;
    ~Cells();
    Cell* data() const { return cells_; }
    bool empty() const { return count_ == 0; }

   private:
    Cell* cells_ = nullptr;
    uint64_t count_ = 0;
  };
  // One access of one lane, as the checks see it.
  struct Access {
    const exec::MemoryAccess* event;
    uint32_t lane;
    uint64_t offset, end;                       // the bytes it accesses
    uint64_t vector_begin = 0, vector_end = 0;  // a vector component: the whole vector
    bool write, atomic;
  };

  // The shadow of one texture variable: its cells, level after level, each level's texels in
  // the executor's order (layers, then slices, rows, texels).
  struct TexelShadow {
    std::vector<Cell> cells;
    std::vector<uint64_t> level_base;
  };

  Cell* cells_of(uint32_t var, uint64_t* base_granule, uint64_t* limit);
  bool reserve_shadow(uint64_t cells, const std::string& what);
  Cell* texel_cell(const exec::TexelAccess& e, uint32_t lane, uint32_t level);
  std::string invocations(const Stamp& other, bool other_writes, bool writes, bool atomic, uint32_t lane,
                          std::string* other_who) const;
  void report_texel(const Stamp& other, bool other_writes, const exec::TexelAccess& e, uint32_t lane);
  uint16_t site_of(const ir::Inst* inst);
  bool same_invocation(const Stamp& s, uint32_t lane) const { return s.wg == wg_ && (s.lane & kLaneMask) == lane; }
  // A stamp of an access that may still race. Workgroup memory is the running workgroup's alone,
  // so a stamp another workgroup left there is as good as none: its shadow needs no reset between
  // workgroups (clearing it was a fill of 36 bytes per cell at every workgroup).
  bool live(const Stamp& s, int space) const { return s.site && (space != 0 || s.wg == wg_); }
  bool ordered(const Stamp& s, int space) const { return s.wg == wg_ && s.epoch < epoch_[space]; }
  bool conflicts(const Stamp& s, const Access& a, int space) const;
  void report(const Stamp& other, bool other_writes, const Access& a, bool whole_vector);
  void record(Cell& c, const Stamp& me, const Access& a, int space);

  Context& ctx_;
  std::vector<uint64_t> sizes_;
  uint32_t granule_ = 4;  // bytes per cell: 2 when the module has f16 (2-byte elements never race)
  Cells workgroup_cells_;
  std::vector<Cells> storage_cells_;  // per variable, made at its first access
  uint32_t wg_ = 0;
  std::vector<TexelShadow> texel_cells_;  // per texture variable, made at its first texel access
  // Barriers passed in this workgroup: workgroupBarrier (workgroup memory), storageBarrier (storage
  // memory), textureBarrier (texels: ir::kTexelBarrier).
  uint32_t epoch_[3] = {0, 0, 0};
  uint64_t shadow_bytes_ = 0;
  std::string error_;
  std::unordered_map<const ir::Inst*, uint16_t> sites_;
  std::vector<const ir::Inst*> site_insts_{nullptr};
};

// The most memory instructions a module may have for the race check (sites are 16-bit).
constexpr size_t kMaxRaceSites = 65000;
// The most shadow memory the race check allocates for storage buffers and texels (9x a buffer's
// size: about 110 MiB of buffers touched by one dispatch; 36 bytes a texel).
constexpr uint64_t kMaxShadowBytes = uint64_t{1} << 30;

}  // namespace wgx::sanitize
