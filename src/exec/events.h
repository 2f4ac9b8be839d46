// What a running dispatch tells a listener: workgroups beginning and ending, memory accesses,
// barriers, clamped indices, arithmetic results and texel accesses, each with its IR instruction
// (and so its source span). The lockstep interpreter publishes them once per instruction, over all
// the lanes that execute it; with no listener (ExecOptions::events null) it checks one pointer per
// memory, index, texture or arithmetic instruction and nothing per lane. The plain compiled kernel
// publishes nothing: a dispatch with a listener runs on the interpreter (program/executable.h),
// except a sanitized one with the event kernel switched on (jit::EmitOptions::events: memory,
// index-clamp and barrier events, in this order; modules with texture builtins stay on the
// interpreter). The sanitizer (src/sanitize/) is one such listener.
#pragma once

#include <cstdint>

#include "ir/inst.h"

namespace wgx::exec {

enum class AccessKind : uint8_t {
  Read,         // Load
  Write,        // Store, Zero
  AtomicRead,   // atomicLoad
  AtomicWrite,  // every other atomic (a read-modify-write, or atomicStore)
};

// One memory instruction over the lanes that execute it. Offsets are lane-strided registers: lane
// l's byte offset into the variable is offsets[l * 4]. `bytes` is what each lane accesses.
struct MemoryAccess {
  const ir::Inst* inst = nullptr;
  AccessKind kind = AccessKind::Read;
  const uint8_t* lanes = nullptr;  // lanes[l] != 0: lane l executes it
  const uint32_t* offsets = nullptr;
  uint32_t bytes = 0;
};

// A ClampIndex/ClampIndexDyn: lane l's index is index[l * 4] and its element count count[l * 4]
// (ClampIndexDyn) or inst->imm[0] (count null).
struct IndexClamp {
  const ir::Inst* inst = nullptr;
  const uint8_t* lanes = nullptr;
  const uint32_t* index = nullptr;
  const uint32_t* count = nullptr;
  ir::Type index_type;  // i32 or u32 (a negative i32 index is out of bounds)
};

// An arithmetic instruction (Add, Sub, Mul, Div, Rem, Neg, Builtin) after it executed: operands
// args[k] and the result, lane-strided as registers (4 words per lane).
struct Arithmetic {
  const ir::Inst* inst = nullptr;
  const uint8_t* lanes = nullptr;
  const uint32_t* args[4] = {nullptr, nullptr, nullptr, nullptr};
  unsigned arg_count = 0;
  ir::Type arg_types[4];
  const uint32_t* result = nullptr;
};

struct TextureBinding;  // exec/executor.h

// A texel access: an Op::Texture Load or Store (textureLoad, textureStore) over the lanes that
// execute it, published before it runs. Lane l's texel is coords[l * 4 + 0..width) (the
// dimension's coordinates, coord_type i32 or u32), in array layer layer[l * 4], at mip level or
// sample index level_or_sample[l * 4] (a multisampled texture's third operand is its sample;
// null: 0, a store's level). `view` is the view bound to the texture variable inst->var; an
// address outside it is not accessed (a load gives zeros, a store does nothing: ir/texture.h).
struct TexelAccess {
  const ir::Inst* inst = nullptr;
  AccessKind kind = AccessKind::Read;  // Read or Write
  const uint8_t* lanes = nullptr;
  const uint32_t* coords = nullptr;
  const uint32_t* layer = nullptr;
  const uint32_t* level_or_sample = nullptr;
  ir::Type coord_type;
  const TextureBinding* view = nullptr;
};

class EventListener {
 public:
  virtual ~EventListener() = default;
  // Workgroup `wid` (of `lanes` invocations) starts; workgroup memory is zero.
  virtual void workgroup_begin(const uint32_t wid[3]) { (void)wid; }
  virtual void workgroup_end() {}
  virtual void memory(const MemoryAccess& access) { (void)access; }
  // Every invocation of the workgroup passed `barrier` (an Op::Barrier: imm[0] its ir::BarrierScope).
  virtual void barrier(const ir::Inst& barrier) { (void)barrier; }
  virtual void index_clamp(const IndexClamp& clamp) { (void)clamp; }
  virtual void arithmetic(const Arithmetic& op) { (void)op; }
  virtual void texel(const TexelAccess& access) { (void)access; }
  // Asked after each event: true ends the dispatch there (the buffers keep what was written).
  virtual bool stop() const { return false; }
};

}  // namespace wgx::exec
