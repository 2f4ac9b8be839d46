// The data-race check (sanitize/races.h).
#include "sanitize/races.h"

#include <sys/mman.h>

#include <bit>
#include <new>
#include <utility>

#include "diag/catalogue.h"
#include "exec/executor.h"
#include "ir/builtins.h"
#include "ir/f16.h"

namespace wgx::sanitize {
namespace {

int space_index(ir::Space s) { return s == ir::Space::Workgroup ? 0 : 1; }
constexpr int kTexelSpace = 2;  // epoch_'s index for texels

const char* verb(bool writes, bool atomic) {
  if (atomic) return writes ? "atomically written" : "atomically read";
  return writes ? "written" : "read";
}

}  // namespace

RaceDetector::Cells::Cells(uint64_t count) : count_(count) {
  if (count == 0) return;
  size_t bytes = count * sizeof(Cell);
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) throw std::bad_alloc();
  // Large shadows in 2 MiB pages where the system allows it: one fault per 2 MiB touched.
  if (bytes >= (size_t{2} << 20)) madvise(p, bytes, MADV_HUGEPAGE);
  cells_ = static_cast<Cell*>(p);
}

RaceDetector::Cells& RaceDetector::Cells::operator=(Cells&& o) noexcept {
  std::swap(cells_, o.cells_);
  std::swap(count_, o.count_);
  return *this;
}

RaceDetector::Cells::~Cells() {
  if (cells_) munmap(cells_, count_ * sizeof(Cell));
}

RaceDetector::RaceDetector(Context& ctx, std::vector<uint64_t> sizes) : ctx_(ctx), sizes_(std::move(sizes)) {
  if (ir::uses_f16(ctx.module())) granule_ = 2;
  workgroup_cells_ = Cells((ctx.module().workgroup_bytes + granule_ - 1) / granule_);
  storage_cells_.resize(ctx.module().vars.size());
  texel_cells_.resize(ctx.module().vars.size());
}

void RaceDetector::workgroup_begin() {
  wg_ = static_cast<uint32_t>(ctx_.workgroup_linear());
  epoch_[0] = epoch_[1] = epoch_[2] = 0;
}

// Each barrier orders its own address space only (WGSL, "Memory Model": workgroupBarrier
// WorkgroupMemory, storageBarrier UniformMemory, textureBarrier ImageMemory semantics).
void RaceDetector::barrier(const ir::Inst& barrier) {
  if (barrier.imm.size() > 1 && barrier.imm[1] == ir::kTexelBarrier)
    epoch_[kTexelSpace]++;
  else
    epoch_[barrier.imm.empty() || barrier.imm[0] == 0 ? 0 : 1]++;
}

bool RaceDetector::reserve_shadow(uint64_t count, const std::string& what) {
  if (!error_.empty()) return false;
  if (shadow_bytes_ + count * sizeof(Cell) > kMaxShadowBytes) {
    error_ = "the race check needs more than " + std::to_string(kMaxShadowBytes >> 20) +
             " MiB of shadow memory for the storage buffers and textures of this dispatch (" + what +
             "); check smaller ones, or run without races";
    return false;
  }
  shadow_bytes_ += count * sizeof(Cell);
  return true;
}

uint16_t RaceDetector::site_of(const ir::Inst* inst) {
  auto [it, added] = sites_.emplace(inst, static_cast<uint16_t>(site_insts_.size()));
  if (added) site_insts_.push_back(inst);
  return it->second;
}

RaceDetector::Cell* RaceDetector::cells_of(uint32_t var, uint64_t* base_granule, uint64_t* limit) {
  const ir::Variable& v = ctx_.module().vars[var];
  if (v.space == ir::Space::Workgroup) {
    *base_granule = v.offset / granule_;
    *limit = v.size;
    return workgroup_cells_.data();
  }
  if (v.space != ir::Space::Storage) return nullptr;  // uniform is read-only; the rest is per invocation
  if (v.group == ir::kStageIoGroup) return nullptr;   // a stage's records: one invocation's each
  Cells& cells = storage_cells_[var];
  if (cells.empty()) {
    uint64_t count = (sizes_[var] + granule_ - 1) / granule_;
    if (!reserve_shadow(count, "'" + v.name + "' is " + std::to_string(sizes_[var]) + " bytes")) return nullptr;
    cells = Cells(count);
  }
  *base_granule = 0;
  *limit = sizes_[var];
  return cells.data();
}

bool RaceDetector::conflicts(const Stamp& s, const Access& a, int space) const {
  if (!live(s, space) || same_invocation(s, a.lane) || ordered(s, space)) return false;
  return !(a.atomic && (s.lane & kAtomic));  // atomics never race with atomics
}

void RaceDetector::access(const exec::MemoryAccess& e) {
  const ir::Inst& in = *e.inst;
  uint64_t base = 0, limit = 0;
  Cell* cells = cells_of(in.var, &base, &limit);
  if (!cells) return;
  int space = space_index(ctx_.module().vars[in.var].space);
  bool atomic = e.kind == exec::AccessKind::AtomicRead || e.kind == exec::AccessKind::AtomicWrite;
  bool write = e.kind == exec::AccessKind::Write || e.kind == exec::AccessKind::AtomicWrite;
  uint16_t site = site_of(&in);
  for (uint32_t l = 0; l < ctx_.lanes(); l++) {
    if (!e.lanes[l]) continue;
    Access a{&e, l, e.offsets[l * 4], uint64_t{e.offsets[l * 4]} + e.bytes, 0, 0, write, atomic};
    if (a.end > limit) continue;  // out of range of a too-small buffer: the executor skips it too
    uint64_t lo = a.offset, hi = a.end;
    if (in.vector_bytes) {  // a vector's offset is a multiple of its alignment, the power of two >= its size
      uint64_t align = std::bit_ceil(uint64_t{in.vector_bytes});
      a.vector_begin = a.offset & ~(align - 1);
      a.vector_end = std::min(limit, a.vector_begin + in.vector_bytes);
      lo = a.vector_begin, hi = a.vector_end;
    }
    bool reported = false;
    for (uint64_t g = lo / granule_; g * granule_ < hi; g++) {
      bool outside = g * granule_ + granule_ <= a.offset || g * granule_ >= a.end;
      Stamp me{wg_, epoch_[space], static_cast<uint16_t>(l | (atomic ? kAtomic : 0) | (outside ? kWholeVector : 0)),
               site};
      Cell& c = cells[base + g];
      if (!reported) {
        const Stamp* other = nullptr;
        bool other_writes = true;
        if (conflicts(c.write, a, space))
          other = &c.write;
        else if (write && conflicts(c.read1, a, space))
          other = &c.read1, other_writes = false;
        else if (write && conflicts(c.read2, a, space))
          other = &c.read2, other_writes = false;
        if (other) {
          report(*other, other_writes, a, outside || (other->lane & kWholeVector));
          reported = true;
        }
      }
      record(c, me, a, space);
    }
  }
}

void RaceDetector::record(Cell& c, const Stamp& me, const Access& a, int space) {
  if (a.write) {
    c.write = me;
    c.read1 = c.read2 = Stamp{};
    return;
  }
  auto replaceable = [&](const Stamp& s) { return !live(s, space) || same_invocation(s, a.lane) || ordered(s, space); };
  if (replaceable(c.read1)) {
    c.read1 = me;
  } else if (replaceable(c.read2)) {
    c.read2 = me;
  } else if (!a.atomic || (c.read2.lane & kAtomic)) {
    // Two other invocations' reads are kept: a later write by any invocation still meets one that
    // is not its own. An atomic read never evicts a plain one (only the plain one races with atomics).
    c.read2 = me;
  }
}

void RaceDetector::report(const Stamp& other, bool other_writes, const Access& a, bool whole_vector) {
  const ir::Inst& in = *a.event->inst;
  const ir::Inst& other_inst = *site_insts_[other.site];
  ctx_.log().add(kRace, in.loc, other_inst.loc, [&](Finding* f) {
    uint64_t begin = whole_vector ? a.vector_begin : a.offset, end = whole_vector ? a.vector_end : a.end;
    std::string name = ctx_.memory_name(in.var, begin, end - begin);
    std::string bytes = std::to_string(begin) + ".." + std::to_string(end - 1);
    std::string other_who;
    std::string who = invocations(other, other_writes, a.write, a.atomic, a.lane, &other_who);
    std::string why;
    if (whole_vector)
      why = "; '" + ctx_.memory_name(in.var, a.offset, a.end - a.offset) + "' is a component of '" + name +
            "', and an access to one component of a vector may access the whole vector";
    FindingLog& log = ctx_.log();
    f->diagnostic = log.diagnostic(
        Severity::Error, message_info(Msg::SanitizeDataRace).id,
        format_message(Msg::SanitizeDataRace, {name, ctx_.memory_space(in.var), bytes, who, why}), in.loc);
    f->notes.push_back(
        log.diagnostic(Severity::Note, message_info(Msg::SanitizeDataRaceNote).id,
                       format_message(Msg::SanitizeDataRaceNote,
                                      {std::string(verb(other_writes, other.lane & kAtomic)) + " by " + other_who}),
                       other_inst.loc));
  });
}

// "written by local_invocation_id (1,0,0), read by (0,0,0) of workgroup (0,0,0)": the other
// access first; each workgroup is named once when they are the same. A draw's invocations are
// named by the context's namer (a fragment by its pixel), each in full.
std::string RaceDetector::invocations(const Stamp& other, bool other_writes, bool writes, bool atomic, uint32_t lane,
                                      std::string* other_who) const {
  uint32_t other_lane = other.lane & kLaneMask;
  bool same_wg = other.wg == wg_;
  std::string me_who;
  if (ctx_.named_invocations()) {
    *other_who = ctx_.invocation_at(other.wg, other_lane);
    me_who = ctx_.invocation_at(wg_, lane);
  } else {
    *other_who = "local_invocation_id " + ctx_.local_id(other_lane);
    if (!same_wg) *other_who += " of workgroup " + ctx_.workgroup_id(other.wg);
    me_who = same_wg ? ctx_.local_id(lane) + " of workgroup " + ctx_.workgroup_id(wg_) : ctx_.invocation(lane);
  }
  return std::string(verb(other_writes, other.lane & kAtomic)) + " by " + *other_who + ", " + verb(writes, atomic) +
         " by " + me_who;
}

// The cell of lane's texel, or null when the texel is outside the view (the executor does not
// access it) or the shadow could not be made.
RaceDetector::Cell* RaceDetector::texel_cell(const exec::TexelAccess& e, uint32_t lane, uint32_t level) {
  const exec::TextureBinding& view = *e.view;
  if (level >= view.levels.size()) return nullptr;
  const exec::TextureBinding::Level& size = view.levels[level];
  uint8_t width = ir::coord_width(ctx_.module().vars[e.inst->var].texture.dim);
  const uint32_t* c = e.coords + lane * 4;
  uint32_t x = c[0], y = width > 1 ? c[1] : 0, z = width > 2 ? c[2] : 0, layer = e.layer[lane * 4];
  if (x >= size.width || y >= size.height || z >= size.depth || layer >= view.layers) return nullptr;
  TexelShadow& shadow = texel_cells_[e.inst->var];
  if (shadow.cells.empty()) {
    uint64_t count = 0;
    for (const exec::TextureBinding::Level& l : view.levels) {
      shadow.level_base.push_back(count);
      count += uint64_t{l.width} * l.height * l.depth * view.layers;
    }
    if (!reserve_shadow(count,
                        "'" + ctx_.module().vars[e.inst->var].name + "' has " + std::to_string(count) + " texels"))
      return nullptr;
    shadow.cells.resize(count);
  }
  uint64_t image = uint64_t{layer} * size.depth + z;
  return &shadow.cells[shadow.level_base[level] + (image * size.height + y) * size.width + x];
}

// A storage texel is one memory location: a store writes it whole, a load reads it whole.
// Textures that no shader of the dispatch can write (sampled, depth, read-only storage) never race.
void RaceDetector::texel(const exec::TexelAccess& e) {
  const ir::TextureShape& shape = ctx_.module().vars[e.inst->var].texture;
  if (shape.kind != ir::TextureKind::Storage || !shape.writable || !e.view) return;
  bool write = e.kind == exec::AccessKind::Write;
  uint16_t site = site_of(e.inst);
  for (uint32_t l = 0; l < ctx_.lanes(); l++) {
    if (!e.lanes[l]) continue;
    Cell* c = texel_cell(e, l, e.level_or_sample ? e.level_or_sample[l * 4] : 0);
    if (!c) continue;
    Access a{nullptr, l, 0, 0, 0, 0, write, false};
    const Stamp* other = nullptr;
    bool other_writes = true;
    if (conflicts(c->write, a, kTexelSpace))
      other = &c->write;
    else if (write && conflicts(c->read1, a, kTexelSpace))
      other = &c->read1, other_writes = false;
    else if (write && conflicts(c->read2, a, kTexelSpace))
      other = &c->read2, other_writes = false;
    if (other) report_texel(*other, other_writes, e, l);
    record(*c, Stamp{wg_, epoch_[kTexelSpace], static_cast<uint16_t>(l), site}, a, kTexelSpace);
  }
}

void RaceDetector::report_texel(const Stamp& other, bool other_writes, const exec::TexelAccess& e, uint32_t lane) {
  const ir::Inst& in = *e.inst;
  const ir::Inst& other_inst = *site_insts_[other.site];
  ctx_.log().add(kRace, in.loc, other_inst.loc, [&](Finding* f) {
    std::string other_who;
    std::string who = invocations(other, other_writes, e.kind == exec::AccessKind::Write, false, lane, &other_who);
    std::string texel = ctx_.texel_name(e, lane);
    FindingLog& log = ctx_.log();
    f->diagnostic = log.diagnostic(Severity::Error, message_info(Msg::SanitizeTexelRace).id,
                                   format_message(Msg::SanitizeTexelRace, {texel, ctx_.module().vars[in.var].name,
                                                                           ctx_.memory_space(in.var), who}),
                                   in.loc);
    f->notes.push_back(log.diagnostic(
        Severity::Note, message_info(Msg::SanitizeDataRaceNote).id,
        format_message(Msg::SanitizeDataRaceNote, {std::string(verb(other_writes, false)) + " by " + other_who}),
        other_inst.loc));
  });
}

}  // namespace wgx::sanitize
