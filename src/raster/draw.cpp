// One draw: per run of instances, the vertex stage over every vertex (one batch of records filled
// by vertex fetch, spread over the worker pool), primitive assembly for the topology (primitive
// restart in indexed strips), primitive setup (primitives.cpp: clipping, the viewport) and binning
// into 64x64 tiles in draw order; then the tiles over the pool, each on one worker: its primitives
// rasterized in draw order into 2x2 quads, the fragment stage over batches of quads on the
// worker's thread, and the output merger in primitive order: the sample mask, the stencil and
// depth tests with their writes, then per color target blending and the write mask through the
// texel conversions (exec/texel_format.h), which hold sRGB and the bgra swizzle. A pixel's
// fragments meet in one tile in draw order, so the picture does not depend on the threads.
#include <algorithm>
#include <bit>
#include <climits>
#include <cmath>
#include <cstring>
#include <memory>
#include <unordered_map>

#include "base/half.h"
#include "exec/workgroup_pool.h"
#include "raster/raster_impl.h"

namespace wgx::raster {
namespace {

constexpr uint32_t kBatchAlign = 64;                // the stage kernels' workgroup size
constexpr size_t kQuadsPerBatch = 1024;             // fragment invocations per stage run: 4096
constexpr uint64_t kInstanceBatchBytes = 64 << 20;  // vertex records of the instances run together
constexpr uint32_t kRestart16 = 0xFFFF, kRestart32 = 0xFFFFFFFF;

float f32(uint32_t w) { return std::bit_cast<float>(w); }
uint32_t word(float f) { return std::bit_cast<uint32_t>(f); }
uint32_t padded(uint64_t n) { return static_cast<uint32_t>((n + kBatchAlign - 1) / kBatchAlign * kBatchAlign); }

const ir::StageSlot* find_builtin(const std::vector<ir::StageSlot>& slots, const char* name) {
  for (const ir::StageSlot& s : slots)
    if (s.builtin == name) return &s;
  return nullptr;
}
const ir::StageSlot* find_location(const std::vector<ir::StageSlot>& slots, int64_t location) {
  for (const ir::StageSlot& s : slots)
    if (s.location == location) return &s;
  return nullptr;
}

// A slot's components: 32-bit words, or for an f16 slot halves (2 bytes each, as the executors
// keep f16 in memory); put_words and slot_word take and give f32 bits for those.
void put_words(uint8_t* record, const ir::StageSlot& s, const uint32_t* w) {
  if (s.type.scalar == ir::Scalar::F16) {
    for (uint32_t c = 0; c < s.type.width; c++) {
      uint16_t h = half_from_float(std::bit_cast<float>(w[c]));
      std::memcpy(record + s.offset + 2 * c, &h, 2);
    }
    return;
  }
  std::memcpy(record + s.offset, w, 4u * s.type.width);
}
// put_words for a fragment input slot: a 32-bit slot's whole 16 bytes at once (the words past its
// width are zeros, and a slot has its 16 bytes to itself).
void put_slot(uint8_t* record, const ir::StageSlot& s, const uint32_t w[4]) {
  if (s.type.scalar == ir::Scalar::F16 || s.count > 0) return put_words(record, s, w);
  std::memcpy(record + s.offset, w, 16);
}
void put_word(uint8_t* record, const ir::StageSlot& s, uint32_t w) { std::memcpy(record + s.offset, &w, 4); }
uint32_t get_word(const uint8_t* record, uint32_t offset) {
  uint32_t w;
  std::memcpy(&w, record + offset, 4);
  return w;
}
uint32_t slot_word(const uint8_t* record, const ir::StageSlot& s, uint32_t c) {
  if (s.type.scalar != ir::Scalar::F16) return get_word(record, s.offset + 4 * c);
  uint16_t h;
  std::memcpy(&h, record + s.offset + 2 * c, 2);
  return std::bit_cast<uint32_t>(half_to_float(h));
}

// The vertex ids of one instance, in draw order; `restart` marks primitive restarts of strips.
// Each distinct id is shaded once per instance (a GPU's post-transform vertex reuse: a vertex
// shader cannot write memory, so a vertex's outputs depend on its id and instance only):
// `unique` lists the ids shaded, `slot[i]` is element i's record among them.
struct Elements {
  std::vector<uint32_t> ids;
  std::vector<bool> restart;
  std::vector<uint32_t> unique;
  std::vector<uint32_t> slot;
};

void share_vertices(Elements* e, bool indexed) {
  e->slot.resize(e->ids.size());
  if (!indexed) {  // every id differs
    e->unique = e->ids;
    for (size_t i = 0; i < e->ids.size(); i++) e->slot[i] = static_cast<uint32_t>(i);
    return;
  }
  std::unordered_map<uint32_t, uint32_t> seen;
  for (size_t i = 0; i < e->ids.size(); i++) {
    if (e->restart[i]) continue;
    auto [it, added] = seen.try_emplace(e->ids[i], static_cast<uint32_t>(e->unique.size()));
    if (added) e->unique.push_back(e->ids[i]);
    e->slot[i] = it->second;
  }
}

std::string read_elements(const Pipeline& p, const Draw& d, Elements* out) {
  bool strip = p.topology == Topology::LineStrip || p.topology == Topology::TriangleStrip;
  out->ids.resize(d.count);
  out->restart.assign(d.count, false);
  for (uint32_t i = 0; i < d.count; i++) {
    if (!d.indexed) {
      out->ids[i] = d.first + i;
      continue;
    }
    uint64_t bytes = d.index32 ? 4 : 2, at = (uint64_t{d.first} + i) * bytes;
    uint32_t index = 0;
    if (at + bytes <= d.index.size) std::memcpy(&index, d.index.data + at, bytes);  // checked when encoded
    if (strip && index == (d.index32 ? kRestart32 : kRestart16)) {
      out->restart[i] = true;
      continue;
    }
    out->ids[i] = static_cast<uint32_t>(static_cast<int64_t>(index) + d.base_vertex);
  }
  share_vertices(out, d.indexed);
  return "";
}

// Vertex fetch: each @location input from the buffer attribute that feeds it (zeros where the
// element lies past the bound range: robust access).
void fetch_attribute(const Pipeline& p, const Draw& d, uint32_t location, uint32_t vertex, uint32_t instance,
                     uint32_t out[4]) {
  out[0] = out[1] = out[2] = 0, out[3] = 0;
  for (size_t slot = 0; slot < p.buffers.size(); slot++) {
    if (!p.buffers[slot]) continue;
    const VertexBufferLayout& b = *p.buffers[slot];
    for (const VertexAttribute& a : b.attributes) {
      if (a.location != location) continue;
      uint64_t element = b.per_instance ? instance : vertex;
      uint64_t at = element * b.stride + a.offset, bytes = vertex_format_bytes(a.format);
      Bytes buffer = slot < d.vertex_buffers.size() ? d.vertex_buffers[slot] : Bytes{};
      if (buffer.data && at + bytes <= buffer.size) {
        decode_vertex(a.format, buffer.data + at, out);
      } else {
        uint8_t zeros[16] = {};
        decode_vertex(a.format, zeros, out);
      }
      return;
    }
  }
}

struct VertexOutputs {
  std::vector<uint8_t> records;
  uint32_t stride = 0;
  const uint8_t* at(uint32_t i) const { return records.data() + uint64_t{i} * stride; }
};

// The vertex stage over `instances` instances from `first`, in one batch: instance j's vertex
// e.unique[i] is record j * e.unique.size() + i.
std::string run_vertices(const Pipeline& p, const Draw& d, const Elements& e, uint32_t first, uint32_t instances,
                         const StageRunner& run, bool tag, VertexOutputs* out) {
  const ir::StageInterface& io = *p.vertex;
  uint64_t count = e.unique.size();
  uint32_t n = padded(count * instances);
  std::vector<uint8_t> in(uint64_t{n} * io.input_stride);
  std::vector<InvocationTag> tags(tag ? n : 0);
  for (uint64_t r = 0; r < count * instances; r++) {
    uint64_t i = r % count;
    uint32_t instance_index = d.first_instance + first + static_cast<uint32_t>(r / count);
    uint8_t* record = in.data() + r * io.input_stride;
    if (tag) tags[r].kind = InvocationTag::Kind::Vertex, tags[r].x = e.unique[i], tags[r].y = instance_index;
    for (const ir::StageSlot& s : io.inputs) {
      if (s.builtin == "vertex_index") put_word(record, s, e.unique[i]);
      if (s.builtin == "instance_index") put_word(record, s, instance_index);
      if (s.location >= 0) {
        uint32_t w[4];
        fetch_attribute(p, d, static_cast<uint32_t>(s.location), e.unique[i], instance_index, w);
        put_words(record, s, w);
      }
    }
  }
  out->stride = io.output_stride;
  out->records.assign(uint64_t{n} * io.output_stride, 0);
  return run(in, out->records, n, false, tags);
}

// A primitive: its vertices (indices into the instance's vertex outputs; the first is the
// provoking vertex), whether it faces front, and the depth bias its fragments get.
struct Primitive {
  uint32_t v[3] = {0, 0, 0};
  bool front = true;
  float depth_bias = 0;
  uint32_t index = 0;  // @builtin(primitive_index): its place among the instance's primitives
  uint32_t instance = 0;  // its instance_index (for the sanitizer's names of fragments)
};

// How each fragment input slot is filled, decided once per batch owner rather than per lane.
struct InputPlan {
  enum class Kind : uint8_t { Position, FrontFacing, SampleMask, SampleIndex, PrimitiveIndex, Location, Helper, Zero };
  Kind kind = Kind::Zero;
  const ir::StageSlot* slot = nullptr;
  const ir::StageSlot* from = nullptr;  // the vertex output a location reads
  Interpolation mode = Interpolation::Perspective;
  bool centroid = false;  // interpolated at the centroid (Quad::centroid)
};

// Where each color target's value comes from and how it is written.
struct TargetPlan {
  const ColorTarget* target = nullptr;
  const Attachment* attachment = nullptr;
  const ir::StageSlot* slot = nullptr;
  const ir::StageSlot* src1 = nullptr;  // @blend_src(1) of location 0 (dual-source blending)
  uint32_t bytes = 0;
  bool plain = false;  // no blending, every channel written: the value is encoded as it is
};

// The attachments' width and height (they share them).
std::pair<uint32_t, uint32_t> target_size(const Targets& t) {
  uint32_t width = 0, height = 0;
  for (const std::optional<Attachment>& a : t.colors)
    if (a) width = a->width, height = a->height;
  if (t.depth) width = t.depth->width, height = t.depth->height;
  if (t.stencil) width = t.stencil->width, height = t.stencil->height;
  return {width, height};
}

// A location input's values at the primitive's vertices, read once per primitive rather than per
// lane: the provoking vertex's value and the other two's differences from it, in double, as
// fill_location sums them (flat inputs keep the provoking vertex's words).
struct VertexValues {
  uint32_t flat[4] = {0, 0, 0, 0};
  double base[4] = {0, 0, 0, 0};
  double delta[2][4] = {{0, 0, 0, 0}, {0, 0, 0, 0}};
};

// Fragment inputs are filled, the fragment stage run and its outputs merged a batch at a time.
class FragmentBatch {
 public:
  FragmentBatch(const Pipeline& p, const PassState& pass, const Targets& t, const StageRunner& run,
                const VertexOutputs& vertices, const std::vector<Primitive>& primitives, const SampleGrid& grid,
                bool tag)
      : p_(p), pass_(pass), t_(t), run_(run), vertices_(vertices), primitives_(primitives), grid_(grid), tag_(tag) {
    plan_inputs();
    plan_targets();
  }

  // Takes a quad: its lanes' input records are filled now, while the quad is at hand; the merge
  // keeps its head.
  void add(const Quad& q) {
    size_t qi = quads_.size();
    quads_.push_back(q);
    if (!p_.fragment) return;
    const Primitive& prim = primitives_[q.primitive];
    if (q.primitive != values_primitive_) read_vertex_values(prim), values_primitive_ = q.primitive;
    uint32_t stride = p_.fragment->input_stride;
    reserve_records(inputs_, (qi + 1) * 4 * stride, stride);
    for (int l = 0; l < 4; l++) fill_lane(inputs_.data() + (qi * 4 + l) * stride, q, l, prim);
    if (tag_) tags_.resize((qi + 1) * 4), tag_quad(q, prim, &tags_[qi * 4]);
  }
  // Whether a lane's interpolation weights are read: some input is interpolated (not flat).
  bool needs_weights() const {
    for (const InputPlan& plan : inputs_plan_)
      if (plan.kind == InputPlan::Kind::Location && plan.mode != Interpolation::Flat) return true;
    return false;
  }
  bool full() const { return quads_.size() >= kQuadsPerBatch; }

  std::string flush() {
    if (quads_.empty()) return "";
    std::string error = p_.fragment ? run_fragments() : "";
    if (error.empty()) plain_merge_ ? merge_plain() : merge();
    quads_.clear();
    tags_.clear();
    return error;
  }

 private:
  const Pipeline& p_;
  const PassState& pass_;
  const Targets& t_;
  const StageRunner& run_;
  const VertexOutputs& vertices_;
  const std::vector<Primitive>& primitives_;
  const SampleGrid& grid_;
  bool tag_;
  std::vector<InvocationTag> tags_;  // with tag_: who each record of the batch is
  std::vector<QuadHead> quads_;
  // The fragment records, kept from batch to batch (a lane's slots are all written each time).
  std::vector<uint8_t> inputs_, outputs_;
  std::vector<InputPlan> inputs_plan_;
  const ir::StageSlot* helper_slot_ = nullptr;
  std::vector<TargetPlan> targets_plan_;
  bool plain_merge_ = false;  // plain_merge(): merge_plain writes the batch
  // merge_plain's lists, kept from batch to batch: the lanes' pixels and output records, and per
  // target where each value is read and written.
  std::vector<uint64_t> pixels_;
  std::vector<const uint8_t*> records_;
  std::vector<const uint32_t*> values_at_;
  std::vector<uint8_t*> texels_at_;
  std::vector<exec::TexelValue> narrow_;
  std::vector<VertexValues> values_;  // by input plan, of primitive values_primitive_
  uint32_t values_primitive_ = ~0u;

  Interpolation interpolation_of(const ir::StageSlot& s) const {
    if (s.type.scalar != ir::Scalar::F32 && s.type.scalar != ir::Scalar::F16) return Interpolation::Flat;
    for (const auto& [location, mode] : p_.interpolation)
      if (static_cast<int64_t>(location) == s.location) return mode;
    return Interpolation::Perspective;
  }

  void plan_inputs() {
    if (!p_.fragment) return;
    for (const ir::StageSlot& s : p_.fragment->inputs) {
      InputPlan plan;
      plan.slot = &s;
      if (s.builtin == "position") plan.kind = InputPlan::Kind::Position;
      if (s.builtin == "front_facing") plan.kind = InputPlan::Kind::FrontFacing;
      if (s.builtin == "sample_mask") plan.kind = InputPlan::Kind::SampleMask;
      if (s.builtin == "sample_index") plan.kind = InputPlan::Kind::SampleIndex;
      if (s.builtin == "primitive_index") plan.kind = InputPlan::Kind::PrimitiveIndex;
      if (s.builtin == ir::kHelperSlot) plan.kind = InputPlan::Kind::Helper, helper_slot_ = &s;
      if (s.location >= 0) {
        plan.from = find_location(p_.vertex->outputs, s.location);
        plan.kind = plan.from ? InputPlan::Kind::Location : InputPlan::Kind::Zero;  // the pipeline matches every input
        plan.mode = interpolation_of(s);
        plan.centroid =
            p_.samples > 1 && !p_.per_sample &&
            std::find(p_.centroid.begin(), p_.centroid.end(), static_cast<uint32_t>(s.location)) != p_.centroid.end();
      }
      inputs_plan_.push_back(plan);
    }
  }

  // The output at `location` (with dual-source blending, its @blend_src(`src`) half).
  const ir::StageSlot* find_output(int64_t location, int64_t src) const {
    for (const ir::StageSlot& s : p_.fragment->outputs)
      if (s.location == location && std::max<int64_t>(s.blend_src, 0) == src) return &s;
    return nullptr;
  }

  void plan_targets() {
    if (!p_.fragment) return;
    for (size_t i = 0; i < p_.targets.size() && i < t_.colors.size(); i++) {
      if (!p_.targets[i] || !t_.colors[i]) continue;
      const ir::StageSlot* s = find_output(static_cast<int64_t>(i), 0);
      if (!s) continue;
      TargetPlan plan{&*p_.targets[i],
                      &*t_.colors[i],
                      s,
                      find_output(static_cast<int64_t>(i), 1),
                      exec::texel_layout(t_.colors[i]->format).bytes,
                      false};
      bool blends = plan.target->blend && exec::texel_channel(plan.attachment->format) == exec::TexelChannel::Float;
      plan.plain = !blends && (plan.target->write_mask & 0xF) == 0xF;
      targets_plan_.push_back(plan);
    }
    plain_merge_ = plain_merge();
  }

  // The common state, merged by merge_plain: one sample, no depth or stencil test, no coverage
  // from the shader (sample_mask, alpha-to-coverage), and every target written as the shader's
  // 32-bit value is (no blending, the whole write mask).
  bool plain_merge() const {
    const ir::StageInterface& io = *p_.fragment;
    if (p_.samples != 1 || (p_.depth && t_.depth) || (p_.stencil && t_.stencil) || p_.alpha_to_coverage) return false;
    if (find_builtin(io.outputs, "frag_depth") || find_builtin(io.outputs, "sample_mask")) return false;
    for (const TargetPlan& plan : targets_plan_)
      if (!plan.plain || plan.slot->type.scalar == ir::Scalar::F16) return false;
    return true;
  }

  void read_vertex_values(const Primitive& prim) {
    values_.resize(inputs_plan_.size());
    for (size_t i = 0; i < inputs_plan_.size(); i++) {
      const InputPlan& plan = inputs_plan_[i];
      if (plan.kind != InputPlan::Kind::Location) continue;
      const ir::StageSlot& from = *plan.from;
      VertexValues& v = values_[i];
      const uint8_t* v0 = vertices_.at(prim.v[0]);
      for (uint32_t c = 0; c < plan.slot->type.width; c++) {
        v.flat[c] = slot_word(v0, from, c);
        v.base[c] = f32(v.flat[c]);
        if (plan.mode == Interpolation::Flat) continue;
        for (int k = 1; k < 3; k++) v.delta[k - 1][c] = f32(slot_word(vertices_.at(prim.v[k]), from, c)) - v.base[c];
      }
    }
  }

  void fill_location(uint8_t* record, const InputPlan& plan, const VertexValues& v, const FragmentLane& lane) {
    const ir::StageSlot& s = *plan.slot;
    if (plan.mode == Interpolation::Flat) return put_slot(record, s, v.flat);
    // As a difference from the provoking vertex's value, so that a value all vertices share
    // comes out exactly (a sum of weights that is 1 only within rounding would move it).
    const float* weights = plan.mode == Interpolation::Perspective ? lane.perspective : lane.linear;
    uint32_t w[4] = {0, 0, 0, 0};
    for (uint32_t c = 0; c < s.type.width; c++) {
      double value = v.base[c];
      for (int k = 1; k < 3; k++) value += double{weights[k]} * v.delta[k - 1][c];
      w[c] = word(static_cast<float>(value));
    }
    put_slot(record, s, w);
  }

  void fill_lane(uint8_t* record, const Quad& q, int l, const Primitive& prim) {
    const FragmentLane& lane = q.lanes[l];
    for (size_t i = 0; i < inputs_plan_.size(); i++) {
      const InputPlan& plan = inputs_plan_[i];
      const ir::StageSlot& s = *plan.slot;
      switch (plan.kind) {
        case InputPlan::Kind::Position: {
          float at_x = 0.5f, at_y = 0.5f;
          if (p_.per_sample) at_x = grid_.at[q.sample][0] / 256.0f, at_y = grid_.at[q.sample][1] / 256.0f;
          uint32_t w[4] = {word(static_cast<float>(q.x + (l & 1)) + at_x),
                           word(static_cast<float>(q.y + (l >> 1)) + at_y), word(lane.z), word(lane.inv_w)};
          std::memcpy(record + s.offset, w, sizeof w);  // a vec4<f32>, as WGSL declares position
          break;
        }
        case InputPlan::Kind::FrontFacing:
          put_word(record, s, prim.front ? 1 : 0);
          break;
        case InputPlan::Kind::SampleMask:
          put_word(record, s, q.samples[l] & p_.sample_mask);
          break;
        case InputPlan::Kind::SampleIndex:
          put_word(record, s, q.sample);
          break;
        case InputPlan::Kind::PrimitiveIndex:
          put_word(record, s, prim.index);
          break;
        case InputPlan::Kind::Helper:
          put_word(record, s, (q.covered >> l & 1) ? 0 : 1);
          break;
        case InputPlan::Kind::Location:
          fill_location(record, plan, values_[i], plan.centroid ? q.centroid[l] : lane);
          break;
        case InputPlan::Kind::Zero: {
          uint32_t w[4] = {0, 0, 0, 0};
          put_words(record, s, w);
          break;
        }
      }
    }
  }

  // Grows `records` to hold at least `bytes`, doubling up to a whole batch's: a small draw does not
  // clear and fault in a batch's worth, and a lane's slots are all written as its quad arrives,
  // so records are not cleared between batches.
  static void reserve_records(std::vector<uint8_t>& records, uint64_t bytes, uint32_t stride) {
    if (records.size() >= bytes) return;
    uint64_t batch = uint64_t{kQuadsPerBatch} * 4 * stride;
    records.resize(std::max<uint64_t>(bytes, std::min<uint64_t>(2 * records.size(), batch)));
  }

  // Runs the fragment stage over the batch's records (add filled them).
  std::string run_fragments() {
    const ir::StageInterface& io = *p_.fragment;
    uint32_t n = padded(quads_.size() * 4);
    reserve_records(inputs_, uint64_t{n} * io.input_stride, io.input_stride);
    reserve_records(outputs_, uint64_t{n} * io.output_stride, io.output_stride);
    if (tag_) tags_.resize(n);  // Padding past the quads
    // The invocations past the batch's quads are helpers too: they must not write storage.
    if (io.helper_offset >= 0)
      for (uint64_t i = quads_.size() * 4; i < n; i++) put_word(inputs_.data() + i * io.input_stride, *helper_slot_, 1);
    return run_(inputs_, outputs_, n, true, tags_);
  }

  void tag_quad(const QuadHead& q, const Primitive& prim, InvocationTag* tags) const {
    for (int l = 0; l < 4; l++) {
      InvocationTag& t = tags[l];
      t.kind = (q.covered >> l & 1) ? InvocationTag::Kind::Fragment : InvocationTag::Kind::Helper;
      t.x = static_cast<uint32_t>(q.x + (l & 1)), t.y = static_cast<uint32_t>(q.y + (l >> 1));
      t.sample = p_.per_sample ? q.sample : InvocationTag::kAllSamples;
      t.primitive = prim.index, t.instance = prim.instance;
    }
  }

  static bool compare(Compare c, float a, float b) {
    switch (c) {
      case Compare::Never:
        return false;
      case Compare::Less:
        return a < b;
      case Compare::Equal:
        return a == b;
      case Compare::LessEqual:
        return a <= b;
      case Compare::Greater:
        return a > b;
      case Compare::NotEqual:
        return a != b;
      case Compare::GreaterEqual:
        return a >= b;
      case Compare::Always:
        return true;
    }
    return true;
  }

  // A stencil operation's new value of `v` (8 bits).
  uint8_t stencil_result(StencilOp op, uint8_t v) const {
    uint8_t ref = static_cast<uint8_t>(pass_.stencil_reference);
    switch (op) {
      case StencilOp::Keep:
        return v;
      case StencilOp::Zero:
        return 0;
      case StencilOp::Replace:
        return ref;
      case StencilOp::Invert:
        return static_cast<uint8_t>(~v);
      case StencilOp::IncrementClamp:
        return v == 255 ? v : static_cast<uint8_t>(v + 1);
      case StencilOp::DecrementClamp:
        return v == 0 ? v : static_cast<uint8_t>(v - 1);
      case StencilOp::IncrementWrap:
        return static_cast<uint8_t>(v + 1);
      case StencilOp::DecrementWrap:
        return static_cast<uint8_t>(v - 1);
    }
    return v;
  }

  // Applies the face's operation to the stencil texel, through the write mask.
  void stencil_apply(uint8_t* texel, StencilOp op) const {
    uint8_t mask = static_cast<uint8_t>(p_.stencil->write_mask);
    *texel = static_cast<uint8_t>((*texel & ~mask) | (stencil_result(op, *texel) & mask));
  }

  // The stencil and depth tests at pixel (x, y) with their writes and stencil operations, in
  // WebGPU's order; true when the fragment goes on to the color targets.
  bool tests_pass(uint64_t texel, float z, bool front) {
    uint8_t* stencil = p_.stencil && t_.stencil ? t_.stencil->data + texel : nullptr;
    const StencilFace* face = stencil ? (front ? &p_.stencil->front : &p_.stencil->back) : nullptr;
    if (stencil) {
      uint32_t mask = p_.stencil->read_mask & 0xFF;
      float ref = static_cast<float>(pass_.stencil_reference & mask), held = static_cast<float>(*stencil & mask);
      if (!compare(face->compare, ref, held)) return stencil_apply(stencil, face->fail), false;
    }
    if (!depth_passes(texel, z)) {
      if (stencil) stencil_apply(stencil, face->depth_fail);
      return false;
    }
    if (stencil) stencil_apply(stencil, face->pass);
    return true;
  }

  // The depth test (and write) at texel `index` (a sample of a pixel); true when the fragment
  // goes on.
  bool depth_passes(uint64_t index, float z) {
    if (!p_.depth || !t_.depth) return true;
    const Attachment& a = *t_.depth;
    uint32_t bytes = exec::texel_layout(a.format).bytes;
    uint8_t* texel = a.data + index * bytes;
    // The fragment's depth as the attachment holds it (depth16unorm quantizes).
    uint8_t quantized[4];
    exec::TexelValue zv;
    zv.w[0] = word(z);
    exec::encode_texel(a.format, zv, quantized);
    float incoming = f32(exec::decode_texel(a.format, quantized).w[0]);
    float stored = f32(exec::decode_texel(a.format, texel).w[0]);
    if (!compare(p_.depth->compare, incoming, stored)) return false;
    if (p_.depth->write) std::memcpy(texel, quantized, bytes);
    return true;
  }

  static float factor(BlendFactor f, int channel, const float s[4], const float d[4], const float c[4],
                      const float s1[4]) {
    switch (f) {
      case BlendFactor::Zero:
        return 0;
      case BlendFactor::One:
        return 1;
      case BlendFactor::Src:
        return s[channel];
      case BlendFactor::OneMinusSrc:
        return 1 - s[channel];
      case BlendFactor::SrcAlpha:
        return s[3];
      case BlendFactor::OneMinusSrcAlpha:
        return 1 - s[3];
      case BlendFactor::Dst:
        return d[channel];
      case BlendFactor::OneMinusDst:
        return 1 - d[channel];
      case BlendFactor::DstAlpha:
        return d[3];
      case BlendFactor::OneMinusDstAlpha:
        return 1 - d[3];
      case BlendFactor::SrcAlphaSaturated:
        return channel == 3 ? 1 : std::min(s[3], 1 - d[3]);
      case BlendFactor::Constant:
        return c[channel];
      case BlendFactor::OneMinusConstant:
        return 1 - c[channel];
      case BlendFactor::Src1:
        return s1[channel];
      case BlendFactor::OneMinusSrc1:
        return 1 - s1[channel];
      case BlendFactor::Src1Alpha:
        return s1[3];
      case BlendFactor::OneMinusSrc1Alpha:
        return 1 - s1[3];
    }
    return 0;
  }

  static float blend_channel(const BlendComponent& b, int ch, const float s[4], const float d[4], const float c[4],
                             const float s1[4]) {
    float sf = factor(b.src, ch, s, d, c, s1), df = factor(b.dst, ch, s, d, c, s1);
    switch (b.op) {
      case BlendOp::Add:
        return s[ch] * sf + d[ch] * df;
      case BlendOp::Subtract:
        return s[ch] * sf - d[ch] * df;
      case BlendOp::ReverseSubtract:
        return d[ch] * df - s[ch] * sf;
      case BlendOp::Min:
        return std::min(s[ch], d[ch]);
      case BlendOp::Max:
        return std::max(s[ch], d[ch]);
    }
    return s[ch];
  }

  void write_color(const TargetPlan& plan, uint64_t index, const uint32_t src[4], const uint32_t src1[4]) {
    const ColorTarget& target = *plan.target;
    const Attachment& a = *plan.attachment;
    uint8_t* texel = a.data + index * plan.bytes;
    exec::TexelValue out;
    std::memcpy(out.w, src, 16);
    if (plan.plain) return exec::encode_texel(a.format, out, texel);
    exec::TexelValue dst = exec::decode_texel(a.format, texel);
    if (target.blend && exec::texel_channel(a.format) == exec::TexelChannel::Float) {
      // Unorm targets blend in [0, 1], snorm ones in [-1, 1]: source, destination and constant
      // are clamped to the format's range first.
      exec::TexelEncoding enc = exec::texel_layout(a.format).encoding;
      bool snorm = enc == exec::TexelEncoding::Snorm, normalized = enc != exec::TexelEncoding::Float &&
                                                                   enc != exec::TexelEncoding::Rg11b10Ufloat &&
                                                                   enc != exec::TexelEncoding::Rgb9e5Ufloat;
      auto clamp = [&](float v) { return normalized ? std::clamp(v, snorm ? -1.0f : 0.0f, 1.0f) : v; };
      float s[4], d[4], c[4], s1[4];
      for (int i = 0; i < 4; i++) {
        s[i] = clamp(f32(src[i])), d[i] = clamp(f32(dst.w[i])), c[i] = clamp(pass_.blend_constant[i]);
        s1[i] = clamp(f32(src1[i]));
      }
      for (int i = 0; i < 3; i++) out.w[i] = word(blend_channel(target.color, i, s, d, c, s1));
      out.w[3] = word(blend_channel(target.alpha, 3, s, d, c, s1));
    }
    for (int i = 0; i < 4; i++)
      if (!(target.write_mask & (1u << i))) out.w[i] = dst.w[i];
    exec::encode_texel(a.format, out, texel);
  }

  // The samples a fragment's outputs reach before the depth and stencil tests: its coverage, the
  // pipeline's mask, the shader's sample_mask and alpha-to-coverage.
  uint32_t fragment_mask(const QuadHead& q, int l, const uint8_t* out, const ir::StageSlot* mask_out) const {
    uint32_t mask = q.samples[l] & p_.sample_mask;
    if (mask_out) mask &= get_word(out, mask_out->offset);
    if (p_.alpha_to_coverage && out) mask &= alpha_coverage(out);
    return mask;
  }

  // Alpha-to-coverage: the first n of the target's samples for alpha n / samples (rounded to the
  // nearest), of the @location(0) output's alpha.
  uint32_t alpha_coverage(const uint8_t* out) const {
    const ir::StageSlot* s = find_location(p_.fragment->outputs, 0);
    if (!s || s->type.width < 4) return 0xFFFFFFFF;
    float alpha = std::clamp(f32(get_word(out, s->offset + 12)), 0.0f, 1.0f);
    if (std::isnan(alpha)) alpha = 0;
    uint32_t n = static_cast<uint32_t>(std::lround(alpha * static_cast<float>(p_.samples)));
    return n >= 32 ? 0xFFFFFFFF : (1u << n) - 1;
  }

  // merge() for the state plain_merge() accepts: each covered, not discarded lane's outputs
  // encoded straight into its targets.
  void merge_plain() {
    const ir::StageInterface& io = *p_.fragment;
    uint32_t width = target_size(t_).first;
    if (!(p_.sample_mask & 1)) return;
    // The lanes written: their pixels and output records, then each target's texels in one call.
    pixels_.clear(), records_.clear();
    for (size_t qi = 0; qi < quads_.size(); qi++) {
      const QuadHead& q = quads_[qi];
      for (int l = 0; l < 4; l++) {
        if (!((q.covered >> l) & 1)) continue;
        const uint8_t* out = outputs_.data() + (qi * 4 + l) * io.output_stride;
        if (io.discard_offset >= 0 && get_word(out, static_cast<uint32_t>(io.discard_offset))) continue;
        pixels_.push_back(uint64_t{static_cast<uint32_t>(q.y + (l >> 1))} * width +
                          static_cast<uint32_t>(q.x + (l & 1)));
        records_.push_back(out);
      }
    }
    for (const TargetPlan& plan : targets_plan_) write_plain(plan);
  }

  // One target's texels of the lanes merge_plain gathered: the output slot's four words as they
  // are (a narrower output through a copy with zeros past its width).
  void write_plain(const TargetPlan& plan) {
    size_t n = pixels_.size();
    values_at_.resize(n), texels_at_.resize(n);
    bool whole = plan.slot->type.width == 4;
    if (!whole) narrow_.resize(n);
    for (size_t i = 0; i < n; i++) {
      texels_at_[i] = plan.attachment->data + pixels_[i] * plan.bytes;
      const uint8_t* slot = records_[i] + plan.slot->offset;
      if (whole) {
        values_at_[i] = reinterpret_cast<const uint32_t*>(slot);  // the records keep words 4-byte aligned
        continue;
      }
      narrow_[i] = exec::TexelValue{};
      std::memcpy(narrow_[i].w, slot, 4u * plan.slot->type.width);
      values_at_[i] = narrow_[i].w;
    }
    exec::encode_texels(plan.attachment->format, values_at_.data(), texels_at_.data(), n);
  }

  void merge() {
    const ir::StageInterface* io = p_.fragment;
    const ir::StageSlot* depth_out = io ? find_builtin(io->outputs, "frag_depth") : nullptr;
    const ir::StageSlot* mask_out = io ? find_builtin(io->outputs, "sample_mask") : nullptr;
    float min_depth = std::min(pass_.viewport[4], pass_.viewport[5]);
    float max_depth = std::max(pass_.viewport[4], pass_.viewport[5]);
    uint32_t width = target_size(t_).first, samples = p_.samples;
    for (size_t qi = 0; qi < quads_.size(); qi++) {
      const QuadHead& q = quads_[qi];
      bool front = primitives_[q.primitive].front;
      float depth_bias = primitives_[q.primitive].depth_bias;
      for (int l = 0; l < 4; l++) {
        if (!((q.covered >> l) & 1)) continue;
        uint64_t pixel = uint64_t{static_cast<uint32_t>(q.y + (l >> 1))} * width + static_cast<uint32_t>(q.x + (l & 1));
        const uint8_t* out = io ? outputs_.data() + (qi * 4 + l) * io->output_stride : nullptr;
        if (out && io->discard_offset >= 0 && get_word(out, static_cast<uint32_t>(io->discard_offset))) continue;
        uint32_t mask = fragment_mask(q, l, out, mask_out);
        for (uint32_t sample = 0; sample < samples; sample++) {
          if (!(mask >> sample & 1)) continue;
          // The depth test's input is clamped to the viewport's depth range (a bias may move it out).
          float z = depth_out ? f32(get_word(out, depth_out->offset)) : q.sample_z[l][sample] + depth_bias;
          z = std::clamp(z, min_depth, max_depth);
          if (!tests_pass(pixel * samples + sample, z, front)) mask &= ~(1u << sample);
        }
        if (!out) continue;
        for (const TargetPlan& plan : targets_plan_) {
          uint32_t src[4] = {0, 0, 0, 0}, src1[4] = {0, 0, 0, 0};
          for (uint32_t c = 0; c < plan.slot->type.width; c++) src[c] = slot_word(out, *plan.slot, c);
          for (uint32_t c = 0; plan.src1 && c < plan.src1->type.width; c++) src1[c] = slot_word(out, *plan.src1, c);
          for (uint32_t sample = 0; sample < samples; sample++)
            if (mask >> sample & 1) write_color(plan, pixel * samples + sample, src, src1);
        }
      }
    }
  }
};

// The slots of the vertex stage's position output (an error without one) and of its
// clip_distances (null without).
std::string check_interfaces(const Pipeline& p, const ir::StageSlot** position, const ir::StageSlot** distances) {
  *position = find_builtin(p.vertex->outputs, "position");
  *distances = find_builtin(p.vertex->outputs, "clip_distances");
  if (!*position) return "the vertex stage has no @builtin(position) output";
  if (*distances && (*distances)->count > ClipVertex::kMaxDistances)
    return "wgx clips against at most " + std::to_string(ClipVertex::kMaxDistances) + " clip_distances";
  return "";
}

RasterState raster_state(const Pipeline& p, const PassState& pass, const Targets& t) {
  RasterState s;
  for (int i = 0; i < 6; i++) s.viewport[i] = pass.viewport[i];
  auto [width, height] = target_size(t);
  int64_t vx0 = static_cast<int64_t>(std::floor(pass.viewport[0])),
          vy0 = static_cast<int64_t>(std::floor(pass.viewport[1]));
  int64_t vx1 = static_cast<int64_t>(std::ceil(pass.viewport[0] + pass.viewport[2]));
  int64_t vy1 = static_cast<int64_t>(std::ceil(pass.viewport[1] + pass.viewport[3]));
  int64_t x0 = std::max<int64_t>({0, pass.scissor[0], vx0}), y0 = std::max<int64_t>({0, pass.scissor[1], vy0});
  int64_t x1 = std::min<int64_t>({width, int64_t{pass.scissor[0]} + pass.scissor[2], vx1});
  int64_t y1 = std::min<int64_t>({height, int64_t{pass.scissor[1]} + pass.scissor[3], vy1});
  s.clip[0] = static_cast<int32_t>(x0), s.clip[1] = static_cast<int32_t>(y0);
  s.clip[2] = static_cast<int32_t>(std::max(x0, x1)), s.clip[3] = static_cast<int32_t>(std::max(y0, y1));
  s.cull = p.cull;
  s.unclipped_depth = p.unclipped_depth;
  s.front_ccw = p.front_ccw;
  return s;
}

// The vertex stage's outputs that primitive setup reads.
struct ClipSlots {
  const ir::StageSlot* position = nullptr;
  const ir::StageSlot* distances = nullptr;  // clip_distances, when the stage writes them
};

ClipVertex clip_vertex(const VertexOutputs& v, const ClipSlots& slots, uint32_t i, int corner) {
  ClipVertex c;
  const uint8_t* record = v.at(i);
  for (int k = 0; k < 4; k++) c.pos[k] = f32(get_word(record, slots.position->offset + 4 * k));
  if (slots.distances) {
    c.distances = static_cast<int>(slots.distances->count);
    for (int k = 0; k < c.distances; k++) c.distance[k] = f32(get_word(record, slots.distances->offset + 4 * k));
  }
  c.bary[corner] = 1;
  return c;
}

// What primitive setup hands the tiles: every primitive of a run of instances in draw order,
// the screen triangles each rasterizes as (primitive i's are tris[first[i]] up to first[i + 1]),
// and per tile the primitives that may touch it, in draw order.
struct Setup {
  std::vector<Primitive> primitives;
  std::vector<ScreenTriangle> tris;
  std::vector<uint32_t> first{0};
  std::vector<std::vector<uint32_t>> bins;  // by tile, row-major over the clip rectangle
  int32_t tiles_x = 0, tiles_y = 0;
};

// Tiles of kTile x kTile pixels (even, so that no quad straddles two) from the clip rectangle's
// even-aligned corner.
constexpr int32_t kTile = 64;

int32_t tile_origin(int32_t clip_start) { return clip_start & ~int32_t{1}; }

void bin_primitive(const RasterState& s, Setup* setup) {
  uint32_t index = static_cast<uint32_t>(setup->primitives.size() - 1);
  int64_t box[4] = {INT64_MAX, INT64_MAX, INT64_MIN, INT64_MIN};
  for (size_t t = setup->first[index]; t < setup->tris.size(); t++) {
    int64_t b[4];
    triangle_box(setup->tris[t], b);
    if (b[0] >= b[2] || b[1] >= b[3]) continue;
    box[0] = std::min(box[0], b[0]), box[1] = std::min(box[1], b[1]);
    box[2] = std::max(box[2], b[2]), box[3] = std::max(box[3], b[3]);
  }
  box[0] = std::max<int64_t>(box[0], s.clip[0]), box[1] = std::max<int64_t>(box[1], s.clip[1]);
  box[2] = std::min<int64_t>(box[2], s.clip[2]), box[3] = std::min<int64_t>(box[3], s.clip[3]);
  if (box[0] >= box[2] || box[1] >= box[3]) return;
  int64_t ox = tile_origin(s.clip[0]), oy = tile_origin(s.clip[1]);
  for (int64_t ty = (box[1] - oy) / kTile; ty <= (box[3] - 1 - oy) / kTile; ty++)
    for (int64_t tx = (box[0] - ox) / kTile; tx <= (box[2] - 1 - ox) / kTile; tx++)
      setup->bins[static_cast<size_t>(ty * setup->tiles_x + tx)].push_back(index);
}

// The bias WebGPU adds to a triangle's fragment depths ("biased fragment depth"), from its screen
// triangles tris[first...]: the constant in units of the format's depth resolution (unorm: one
// step; float, depth24plus included as wgx holds it: 2^(e - 23) for e the exponent of the
// primitive's largest depth) plus the slope scale times the larger of |dz/dx| and |dz/dy|,
// clamped by the bias clamp.
float depth_bias(const DepthState& d, const std::vector<ScreenTriangle>& tris, size_t first) {
  if (d.bias == 0 && d.bias_slope_scale == 0) return 0;
  const ScreenVertex* v = tris[first].v;
  double max_z = 0;
  for (size_t t = first; t < tris.size(); t++)
    for (const ScreenVertex& sv : tris[t].v) max_z = std::max(max_z, std::abs(sv.z));
  double unit = 0;
  if (exec::texel_layout(d.format).encoding == exec::TexelEncoding::Unorm) {
    unit = 1.0 / 65535;
  } else {
    int e = max_z > 0 ? std::ilogb(max_z) : -126;
    unit = std::ldexp(1.0, std::max(e, -126) - 23);
  }
  double ax = v[1].x - v[0].x, ay = v[1].y - v[0].y, bx = v[2].x - v[0].x, by = v[2].y - v[0].y;
  double az = v[1].z - v[0].z, bz = v[2].z - v[0].z, area = ax * by - bx * ay;
  double slope = 0;
  if (area != 0) slope = std::max(std::abs((az * by - bz * ay) / area), std::abs((ax * bz - bx * az) / area));
  double bias = static_cast<double>(d.bias) * unit + double{d.bias_slope_scale} * slope;
  if (d.bias_clamp > 0) bias = std::min<double>(d.bias_clamp, bias);
  if (d.bias_clamp < 0) bias = std::max<double>(d.bias_clamp, bias);
  return static_cast<float>(bias);
}

// Primitive assembly and setup of one instance's vertices (its records from `base` on, element
// i's at base + e.slot[i]) into `setup`.
void assemble(const Pipeline& p, const Elements& e, const VertexOutputs& v, uint32_t base, uint32_t instance,
              const ClipSlots& slots, const RasterState& s, Setup* setup) {
  uint32_t assembled = 0;  // primitives of the instance so far, drawn or not (primitive_index)
  auto emit = [&](std::initializer_list<uint32_t> ids) {
    Primitive prim;
    prim.index = assembled++;
    prim.instance = instance;
    int k = 0;
    for (uint32_t element : ids) prim.v[k++] = base + e.slot[element];
    ClipVertex c[3];
    for (int i = 0; i < k; i++) c[i] = clip_vertex(v, slots, prim.v[i], i);
    size_t before = setup->tris.size();
    if (k == 1) setup_point(c[0], s, &setup->tris);
    if (k == 2) setup_line(c, s, &setup->tris);
    if (k == 3 && setup_triangle(c, s, &prim.front, &setup->tris) && p.depth)
      prim.depth_bias = depth_bias(*p.depth, setup->tris, before);
    if (setup->tris.size() == before) return;  // nothing to draw
    setup->primitives.push_back(prim);
    setup->first.push_back(static_cast<uint32_t>(setup->tris.size()));
    bin_primitive(s, setup);
  };
  // Runs of vertices between restarts (the whole list when there are none).
  size_t start = 0;
  while (start < e.ids.size()) {
    size_t end = start;
    while (end < e.ids.size() && !e.restart[end]) end++;
    uint32_t n = static_cast<uint32_t>(end - start), b = static_cast<uint32_t>(start);
    switch (p.topology) {
      case Topology::PointList:
        for (uint32_t i = 0; i < n; i++) emit({b + i});
        break;
      case Topology::LineList:
        for (uint32_t i = 0; i + 1 < n; i += 2) emit({b + i, b + i + 1});
        break;
      case Topology::LineStrip:
        for (uint32_t i = 0; i + 1 < n; i++) emit({b + i, b + i + 1});
        break;
      case Topology::TriangleList:
        for (uint32_t i = 0; i + 2 < n; i += 3) emit({b + i, b + i + 1, b + i + 2});
        break;
      case Topology::TriangleStrip:
        // Every other triangle is reversed so that all keep the strip's winding; the provoking
        // vertex stays the triangle's first.
        for (uint32_t i = 0; i + 2 < n; i++)
          emit(i % 2 == 0 ? std::initializer_list<uint32_t>{b + i, b + i + 1, b + i + 2}
                          : std::initializer_list<uint32_t>{b + i, b + i + 2, b + i + 1});
        break;
    }
    start = end + 1;
  }
}

// The tiles' shared inputs.
struct TileJob {
  const Pipeline& p;
  const PassState& pass;
  const Targets& t;
  const StageRunner& fragment;
  const VertexOutputs& vertices;
  const Setup& setup;
  const RasterState& s;
  SampleGrid grid;
  bool tag = false;             // hand the fragment runner InvocationTags
  std::vector<uint32_t> tiles;  // the tiles some primitive touches
};

// A worker's share of the tiles: each tile's primitives in draw order, rasterized within the
// tile, shaded in batches on the worker's own thread and merged. Tiles own disjoint pixels, so
// the picture is the same whatever worker shades which tile, in whatever order.
class TileShader : public exec::WorkgroupRunner {
 public:
  explicit TileShader(const TileJob& job)
      : job_(job), batch_(job.p, job.pass, job.t, job.fragment, job.vertices, job.setup.primitives, job.grid, job.tag) {
    previous_stack_ = exec::run_single_worker_dispatches_here(exec::kWorkerStackBytes);
  }
  ~TileShader() override { exec::run_single_worker_dispatches_here(previous_stack_); }

  std::string run(const uint32_t wid[3]) override {
    uint32_t tile = job_.tiles[wid[0]];
    const Setup& setup = job_.setup;
    int32_t tx = static_cast<int32_t>(tile % static_cast<uint32_t>(setup.tiles_x));
    int32_t ty = static_cast<int32_t>(tile / static_cast<uint32_t>(setup.tiles_x));
    int32_t x0 = tile_origin(job_.s.clip[0]) + tx * kTile, y0 = tile_origin(job_.s.clip[1]) + ty * kTile;
    int32_t rect[4] = {std::max(x0, job_.s.clip[0]), std::max(y0, job_.s.clip[1]), std::min(x0 + kTile, job_.s.clip[2]),
                       std::min(y0 + kTile, job_.s.clip[3])};
    std::string error;
    ScanMode mode{&job_.grid, job_.p.per_sample, centroid_, batch_.needs_weights() || centroid_};
    auto sink = [&](const Quad* quads, size_t count) {
      for (size_t i = 0; i < count && error.empty(); i++) {  // after an error the tile is dropped
        batch_.add(quads[i]);
        if (batch_.full()) error = batch_.flush();
      }
    };
    for (uint32_t prim : setup.bins[tile]) {
      for (uint32_t i = setup.first[prim]; i < setup.first[prim + 1]; i++)
        scan_triangle(setup.tris[i], rect, mode, prim, sink);
      if (!error.empty()) return error;
    }
    return batch_.flush();
  }

 private:
  const TileJob& job_;
  FragmentBatch batch_;
  bool centroid_ = job_.p.samples > 1 && !job_.p.per_sample && !job_.p.centroid.empty();
  size_t previous_stack_ = 0;
};

std::string shade_tiles(TileJob& job, unsigned threads) {
  for (size_t i = 0; i < job.setup.bins.size(); i++)
    if (!job.setup.bins[i].empty()) job.tiles.push_back(static_cast<uint32_t>(i));
  if (job.tiles.empty()) return "";
  exec::ExecOptions options;
  options.dispatch[0] = static_cast<uint32_t>(job.tiles.size());
  options.threads = threads;
  options.max_seconds = 0;  // each stage run has its own bounds
  return exec::run_workgroups(options, exec::kWorkerStackBytes,
                              [&] { return std::unique_ptr<exec::WorkgroupRunner>(new TileShader(job)); });
}

// WebGPU's sample positions (the standard 4x pattern of D3D and Vulkan), in 1/256 pixel.
SampleGrid sample_grid(uint32_t samples) {
  SampleGrid g;
  if (samples != 4) return g;
  const int32_t at[4][2] = {{96, 32}, {224, 96}, {32, 160}, {160, 224}};
  g.count = 4;
  std::memcpy(g.at, at, sizeof at);
  return g;
}

Setup empty_setup(const RasterState& s) {
  Setup setup;
  int32_t ox = tile_origin(s.clip[0]), oy = tile_origin(s.clip[1]);
  setup.tiles_x = std::max(0, (s.clip[2] - ox + kTile - 1) / kTile);
  setup.tiles_y = std::max(0, (s.clip[3] - oy + kTile - 1) / kTile);
  setup.bins.resize(static_cast<size_t>(setup.tiles_x) * static_cast<size_t>(setup.tiles_y));
  return setup;
}

}  // namespace

std::string invocation_name(const InvocationTag& t) {
  switch (t.kind) {
    case InvocationTag::Kind::Vertex:
      return "the vertex invocation with vertex_index " + std::to_string(t.x) + ", instance_index " +
             std::to_string(t.y);
    case InvocationTag::Kind::Fragment:
    case InvocationTag::Kind::Helper: {
      std::string out =
          t.kind == InvocationTag::Kind::Helper ? "the helper invocation at pixel (" : "the fragment at pixel (";
      out += std::to_string(t.x) + "," + std::to_string(t.y) + ")";
      if (t.sample != InvocationTag::kAllSamples) out += " sample " + std::to_string(t.sample);
      return out + " of primitive " + std::to_string(t.primitive) + " of instance " + std::to_string(t.instance);
    }
    case InvocationTag::Kind::Padding:
      break;
  }
  return "a padding invocation of a batch";
}

std::string draw(const Pipeline& p, const Draw& d, const PassState& pass, const Targets& t, const StageRunner& vertex,
                 const StageRunner& fragment, unsigned threads, bool tag_invocations) {
  if (d.count == 0 || d.instances == 0) return "";
  ClipSlots slots;
  std::string error = check_interfaces(p, &slots.position, &slots.distances);
  if (!error.empty()) return error;
  uint64_t record_bytes = uint64_t{p.vertex->input_stride} + p.vertex->output_stride;
  uint64_t instance_bytes = uint64_t{d.count} * record_bytes;
  if (instance_bytes > kMaxVertexRecordBytes)
    return "wgx draws at most " + std::to_string(kMaxVertexRecordBytes / record_bytes) +
           " vertices per instance with this pipeline; the draw has " + std::to_string(d.count);
  Elements elements;
  error = read_elements(p, d, &elements);
  RasterState s = raster_state(p, pass, t);
  if (s.clip[0] >= s.clip[2] || s.clip[1] >= s.clip[3]) return error;  // nothing can be written
  // Instances share a vertex batch up to kInstanceBatchBytes of records (one at least).
  uint64_t shaded_bytes = std::max<uint64_t>(1, elements.unique.size()) * record_bytes;
  uint32_t chunk = static_cast<uint32_t>(std::clamp<uint64_t>(kInstanceBatchBytes / shaded_bytes, 1, d.instances));
  for (uint32_t first = 0; first < d.instances && error.empty(); first += chunk) {
    uint32_t n = std::min(chunk, d.instances - first);
    VertexOutputs vertices;
    error = run_vertices(p, d, elements, first, n, vertex, tag_invocations, &vertices);
    if (!error.empty()) break;
    Setup setup = empty_setup(s);
    for (uint32_t j = 0; j < n; j++)
      assemble(p, elements, vertices, j * static_cast<uint32_t>(elements.unique.size()), d.first_instance + first + j,
               slots, s, &setup);
    TileJob job{p, pass, t, fragment, vertices, setup, s, sample_grid(p.samples), tag_invocations, {}};
    error = shade_tiles(job, threads);
  }
  return error;
}

}  // namespace wgx::raster
