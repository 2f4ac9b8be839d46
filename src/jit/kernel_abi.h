// The interface between the host and a compiled kernel: the context a workgroup runs with. The
// kernel calls the host only for the watchdog (`trap`); builtins and subgroup operations are the
// rules' functions compiled into the kernel (exec/wgsl_rules.h). Every
// kernel's source declares the same structure (`Ctx` in cpp_spelling.cpp's kPrelude), and the
// emitter adds static_asserts of its size and of the offsets of `trap` and `subgroup_size`
// against this one (cpp_emitter.cpp): every other field lies before them, so a field of another
// size or order moves one of the two, and a mismatch fails the kernel's compilation instead of
// its run.
#pragma once

#include <cstddef>
#include <cstdint>

namespace wgx::jit {

constexpr uint32_t kAbiVersion = 3;

struct KernelContext {
  uint8_t* const* base;  // storage/uniform buffers, indexed like ir::Module::vars
  const uint64_t* size;  // their sizes in bytes
  uint8_t* workgroup;    // workgroup memory, zeroed before each workgroup
  uint8_t* lane;         // private and function memory: word w of lane l at ((w * lanes) + l) * 4
  uint32_t wid[3];       // workgroup id
  uint32_t nwg[3];       // number of workgroups
  uint64_t steps;        // watchdog: steps taken in this workgroup
  uint64_t max_steps;
  // Called when `steps` passes `max_steps` at loop `loop` (kCallTrap: a call): stops the workgroup
  // (the step budget, or the dispatch's deadline), or raises max_steps to the next slice and returns.
  void (*trap)(KernelContext* c, uint32_t loop);
  uint32_t subgroup_size;
  uint32_t reserved;
};

// The `loop` a call's watchdog check traps with: no loop is to blame, the calls used the budget.
constexpr uint32_t kCallTrap = 0xffffffffu;

// Exported by every kernel: runs one workgroup (c->wid) of the entry point.
using WorkgroupFn = void (*)(KernelContext* c);

}  // namespace wgx::jit
