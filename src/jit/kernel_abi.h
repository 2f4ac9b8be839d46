// The interface between the host and a compiled kernel: the context a workgroup runs with. The
// kernel calls the host only for the watchdog (`trap`) and for sampling (`sample`); builtins,
// subgroup operations and texel conversions are the rules' functions compiled into the kernel
// (exec/wgsl_rules.h, exec/texel_rules.h). Every
// kernel's source declares the same structure (`Ctx` in cpp_spelling.cpp's kPrelude), and the
// emitter adds static_asserts of its size and of the offsets of `trap` and `subgroup_size`
// against this one (cpp_emitter.cpp): every other field lies before them, so a field of another
// size or order moves one of the two, and a mismatch fails the kernel's compilation instead of
// its run.
#pragma once

#include <cstddef>
#include <cstdint>

namespace wgx::jit {

constexpr uint32_t kAbiVersion = 7;

// One mip level of a texture view bound to a kernel (exec::TextureBinding::Level): its images
// (array layers, or a 3D level's slices) one after another, each of `height` rows of `width`
// texels, each texel `samples` samples of `texel_bytes` side by side.
struct KernelTextureLevel {
  uint8_t* data;  // the view's first array layer of this level
  uint32_t width, height, depth;
  uint32_t reserved;
};

// A texture view bound to a texture variable (the same view the interpreter gets). The texel
// layout is exec::texel_layout(format)'s, as numbers the kernel's conversions take
// (exec/texel_rules.h): a sampled texture's format is known only here.
struct KernelTexture {
  const KernelTextureLevel* level;  // the view's mip levels, base level first
  uint32_t levels, layers, samples;
  uint32_t format;  // exec::TexelFormat
  uint32_t encoding, components, bits;
  uint32_t texel_bytes;  // of one sample
};

// A sampler bound to a sampler variable (exec::SamplerBinding), for the sampling the kernel writes
// itself (exec/texel_rules.h numbers the address modes, filters and comparison functions as
// SamplerBinding does; `compare` 0: a filtering sampler).
struct KernelSampler {
  uint32_t address[3];
  uint32_t mag, min, mipmap;
  float lod_min, lod_max;
  uint32_t max_anisotropy;
  uint32_t compare;
};

struct KernelContext;

// One lane's sampling operation by the host's sampler (exec/texture_sampling.h): the texture and
// sampler variables, the TextureOp, Gather's component, the operands as the IR orders them (six
// registers of four words) and the result's four words.
using SampleFn = void (*)(KernelContext* c, uint32_t texture, uint32_t sampler, uint32_t op, uint32_t component,
                          const uint32_t* operands, uint32_t* out);

struct KernelContext {
  uint8_t* const* base;  // storage/uniform buffers, indexed like ir::Module::vars
  const uint64_t* size;  // their sizes in bytes
  uint8_t* workgroup;    // workgroup memory, zeroed before each workgroup
  uint8_t* lane;         // private and function memory: word w of lane l at ((w * lanes) + l) * 4
  uint32_t wid[3];       // workgroup id
  uint32_t nwg[3];       // number of workgroups
  uint64_t steps;        // watchdog: steps taken in this workgroup
  uint64_t max_steps;
  const KernelTexture* tex;  // texture views, indexed like ir::Module::vars (zeros for other variables)
  const KernelSampler* smp;  // samplers, likewise
  SampleFn sample;
  // Called when `steps` passes `max_steps` at loop `loop` (kCallTrap: a call): stops the workgroup
  // (the step budget, or the dispatch's deadline), or raises max_steps to the next slice and returns.
  void (*trap)(KernelContext* c, uint32_t loop);
  uint32_t subgroup_size;
  uint32_t reserved;
};

// A sanitized kernel's events (cpp_emitter.h, EmitOptions::events): instruction `inst` (an index
// into jit::event_instructions) ran; lanes[l] != 0 for each lane that executed it and, per lane,
// `a` its byte offset (a memory access) or index (a clamp), `b` the element count of a
// ClampIndexDyn. A barrier passes null arrays. The plain kernel's context is unchanged: the
// variant reaches the function through this larger structure, whose first member is the context.
using PublishFn = void (*)(KernelContext* c, uint32_t inst, const uint32_t* lanes, const uint32_t* a,
                           const uint32_t* b);
struct KernelEvents {
  KernelContext ctx;
  PublishFn publish;
};

// The `loop` a call's watchdog check traps with: no loop is to blame, the calls used the budget.
constexpr uint32_t kCallTrap = 0xffffffffu;

// Exported by every kernel: runs one workgroup (c->wid) of the entry point.
using WorkgroupFn = void (*)(KernelContext* c);

}  // namespace wgx::jit
