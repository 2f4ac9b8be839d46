// The subgroup and quad builtins over the lanes of a workgroup (subgroup_ops.h): reductions,
// scans, ballots and elections, and the permutations (broadcasts, shuffles, quad swaps).
#include "exec/subgroup_ops.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "exec/lane_ops.h"

namespace wgx::exec {
namespace {

using ir::Scalar;
using ir::SubgroupOp;

// One subgroup: lanes [base, end) of the workgroup.
struct Group {
  const SubgroupLanes& g;
  uint32_t base, end;
  bool active(uint32_t lane) const { return lane < end && g.active[lane]; }
  uint32_t first_active() const {
    for (uint32_t l = base; l < end; l++)
      if (g.active[l]) return l;
    return end;
  }
};

// a `op` b for one component; reductions and scans fold with it.
uint32_t combine(SubgroupOp op, Scalar s, uint32_t a, uint32_t b) {
  switch (op) {
    case SubgroupOp::Add:
    case SubgroupOp::InclusiveAdd:
    case SubgroupOp::ExclusiveAdd:
      return binary_op(ir::Op::Add, s, a, b);
    case SubgroupOp::Mul:
    case SubgroupOp::InclusiveMul:
    case SubgroupOp::ExclusiveMul:
      return binary_op(ir::Op::Mul, s, a, b);
    case SubgroupOp::And:
    case SubgroupOp::All:
      return a & b;
    case SubgroupOp::Or:
    case SubgroupOp::Any:
      return a | b;
    case SubgroupOp::Xor:
      return a ^ b;
    case SubgroupOp::Min:
    case SubgroupOp::Max: {
      const uint32_t* args[2] = {&a, &b};
      uint32_t out = 0;
      builtin_op(op == SubgroupOp::Min ? ir::BuiltinFn::Min : ir::BuiltinFn::Max, s, args, 2, 1, 1, &out);
      return out;
    }
    default:
      return a;
  }
}

// T(0) for the exclusive sum, T(1) for the exclusive product.
uint32_t identity(SubgroupOp op, Scalar s) {
  if (op == SubgroupOp::ExclusiveAdd) return 0;
  return s == Scalar::F32 ? std::bit_cast<uint32_t>(1.0f) : 1u;
}

void reduce(const Group& gr, SubgroupOp op, ir::Type t, const uint32_t* v, uint32_t* out) {
  uint32_t first = gr.first_active();
  if (first == gr.end) return;
  uint32_t acc[4];
  std::memcpy(acc, v + first * 4, 16);
  for (uint32_t l = first + 1; l < gr.end; l++)
    if (gr.active(l))
      for (unsigned c = 0; c < t.width; c++) acc[c] = combine(op, t.scalar, acc[c], v[l * 4 + c]);
  for (uint32_t l = first; l < gr.end; l++)
    if (gr.active(l)) std::memcpy(out + l * 4, acc, 16);
}

void scan(const Group& gr, SubgroupOp op, ir::Type t, const uint32_t* v, uint32_t* out) {
  bool inclusive = op == SubgroupOp::InclusiveAdd || op == SubgroupOp::InclusiveMul;
  bool started = false;
  uint32_t acc[4] = {0, 0, 0, 0};
  for (uint32_t l = gr.base; l < gr.end; l++) {
    if (!gr.active(l)) continue;
    for (unsigned c = 0; c < t.width; c++) {
      uint32_t before = started ? acc[c] : identity(op, t.scalar);
      acc[c] = started ? combine(op, t.scalar, acc[c], v[l * 4 + c]) : v[l * 4 + c];
      out[l * 4 + c] = inclusive ? acc[c] : before;
    }
    started = true;
  }
}

void ballot(const Group& gr, const uint32_t* v, uint32_t* out) {
  uint32_t bits[4] = {0, 0, 0, 0};
  for (uint32_t l = gr.base; l < gr.end; l++)
    if (gr.active(l) && v[l * 4]) bits[(l - gr.base) / 32] |= 1u << ((l - gr.base) % 32);
  for (uint32_t l = gr.base; l < gr.end; l++)
    if (gr.active(l)) std::memcpy(out + l * 4, bits, 16);
}

// The subgroup invocation id lane `l` reads from, or a value >= size when there is none.
int64_t source(SubgroupOp op, const Group& gr, uint32_t l, const uint32_t* id) {
  int64_t sid = l - gr.base, k = id ? id[l * 4] : 0;
  switch (op) {
    case SubgroupOp::Broadcast:
    case SubgroupOp::Shuffle:
      return k;
    case SubgroupOp::BroadcastFirst:
      return static_cast<int64_t>(gr.first_active()) - gr.base;
    case SubgroupOp::ShuffleXor:
      return sid ^ k;
    case SubgroupOp::ShuffleUp:
      return sid - k;
    case SubgroupOp::ShuffleDown:
      return sid + k;
    case SubgroupOp::QuadBroadcast:
      return (sid & ~int64_t{3}) + k;
    case SubgroupOp::QuadSwapX:
      return sid ^ 1;
    case SubgroupOp::QuadSwapY:
      return sid ^ 2;
    case SubgroupOp::QuadSwapDiagonal:
      return sid ^ 3;
    default:  // not a permutation: run() sends it elsewhere
      return sid;
  }
}

void permute(const Group& gr, SubgroupOp op, const uint32_t* v, const uint32_t* id, uint32_t* out) {
  for (uint32_t l = gr.base; l < gr.end; l++) {
    if (!gr.active(l)) continue;
    int64_t src = source(op, gr, l, id);
    bool ok = src >= 0 && src < gr.g.size && gr.active(gr.base + static_cast<uint32_t>(src));
    if (ok)
      std::memcpy(out + l * 4, v + (gr.base + src) * 4, 16);
    else
      std::fill(out + l * 4, out + l * 4 + 4, 0u);
  }
}

// One case per SubgroupOp and no default: a subgroup builtin added to the builtin list does not
// compile until it runs here.
void run(const Group& gr, SubgroupOp op, ir::Type t, const uint32_t* v, const uint32_t* id, uint32_t* out) {
  switch (op) {
    case SubgroupOp::Add:
    case SubgroupOp::Mul:
    case SubgroupOp::Min:
    case SubgroupOp::Max:
    case SubgroupOp::And:
    case SubgroupOp::Or:
    case SubgroupOp::Xor:
    case SubgroupOp::All:
    case SubgroupOp::Any:
      return reduce(gr, op, t, v, out);
    case SubgroupOp::InclusiveAdd:
    case SubgroupOp::InclusiveMul:
    case SubgroupOp::ExclusiveAdd:
    case SubgroupOp::ExclusiveMul:
      return scan(gr, op, t, v, out);
    case SubgroupOp::Ballot:
      return ballot(gr, v, out);
    case SubgroupOp::Elect: {
      uint32_t first = gr.first_active();
      for (uint32_t l = gr.base; l < gr.end; l++)
        if (gr.active(l)) out[l * 4] = l == first;
      return;
    }
    case SubgroupOp::Broadcast:
    case SubgroupOp::BroadcastFirst:
    case SubgroupOp::Shuffle:
    case SubgroupOp::ShuffleXor:
    case SubgroupOp::ShuffleUp:
    case SubgroupOp::ShuffleDown:
    case SubgroupOp::QuadBroadcast:
    case SubgroupOp::QuadSwapX:
    case SubgroupOp::QuadSwapY:
    case SubgroupOp::QuadSwapDiagonal:
      return permute(gr, op, v, id, out);
  }
}

}  // namespace

void subgroup_op(SubgroupOp op, ir::Type t, const uint32_t* value, const uint32_t* id, const SubgroupLanes& g,
                 uint32_t* out) {
  for (uint32_t base = 0; base < g.lanes; base += g.size)
    run(Group{g, base, std::min(base + g.size, g.lanes)}, op, t, value, id, out);
}

uint32_t subgroup_input(ir::InputKind k, uint32_t lane, uint32_t lanes, uint32_t size) {
  switch (k) {
    case ir::InputKind::SubgroupSize:
      return size;
    case ir::InputKind::SubgroupInvocationId:
      return lane % size;
    case ir::InputKind::SubgroupId:
      return lane / size;
    case ir::InputKind::NumSubgroups:
      return (lanes + size - 1) / size;
    default:
      return 0;
  }
}

bool valid_subgroup_size(uint32_t size) { return size >= 4 && size <= 128 && std::has_single_bit(size); }

}  // namespace wgx::exec
