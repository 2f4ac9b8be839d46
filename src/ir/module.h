// An IR module: the memory variables (bindings, workgroup, private, function-local) and the
// functions of one compute entry point. Function-local variables are per-lane memory like private
// ones (no recursion in WGSL, so each has a fixed slot).
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "ir/control.h"
#include "ir/layout.h"
#include "ir/texture.h"
#include "wgx/source.h"

namespace wgx::ir {

// Handle: a texture or sampler binding (ir/texture.h), no memory of the IR's.
enum class Space : uint8_t { Storage, Uniform, Workgroup, Private, Function, Handle };

struct Variable {
  std::string name;
  Space space = Space::Private;
  uint32_t size = 0;            // bytes; for runtime-sized bindings: the fixed part
  int64_t group = -1, binding = -1;
  bool runtime_sized = false;
  uint32_t offset = 0;          // Workgroup: offset in workgroup memory; Private/Function: in lane memory
  std::shared_ptr<const Layout> layout;  // for naming memory in reports (null for hidden temporaries)
  TextureShape texture;         // Handle: what the binding holds
};

struct Function {
  std::string name;
  std::vector<Type> params;     // registers 0..params.size()-1
  bool returns_value = false;
  Type result;
  Reg ret_reg = kNoReg;         // where Return nodes leave the returned value
  uint32_t reg_count = 0;
  std::vector<Type> reg_types;
  Block body;
};

// A vertex or fragment entry point runs as a compute-shaped kernel (lower.h, LowerOptions::stage):
// invocation i reads its stage inputs from the record at i * input_stride of a hidden storage
// buffer and writes its outputs to the record at i * output_stride of another, so both executors
// run vertex and fragment work unchanged, a batch per dispatch. This is what lies where in those
// records, for the rasterizer (src/raster/) that fills and reads them.
inline constexpr int64_t kStageIoGroup = -2;  // the hidden buffers' group; binding 0 inputs, 1 outputs
inline constexpr int64_t kStageInputBinding = 0, kStageOutputBinding = 1;
enum class Stage : uint8_t { Compute, Vertex, Fragment };
struct StageSlot {
  std::string builtin;    // "position", "vertex_index", "front_facing"...; empty for a @location
  int64_t location = -1;  // the @location, or -1 for a builtin
  Type type;              // the value's scalar and width (front_facing: a u32 0 or 1)
  uint32_t offset = 0;    // bytes from the record's start (16 bytes a slot)
  int64_t blend_src = -1;  // a fragment output's @blend_src (dual-source blending), or -1
  // clip_distances (a vertex output array<f32, N>): N, its words consecutive from `offset` over
  // ceil(N / 4) slots; 0 for every other slot.
  uint32_t count = 0;
};
struct StageInterface {
  std::vector<StageSlot> inputs, outputs;
  uint32_t input_stride = 0, output_stride = 0;  // bytes per invocation's record
  // Fragment outputs: a u32 that is 1 when the invocation executed `discard`; -1 for vertices.
  int64_t discard_offset = -1;
  // Fragment inputs of a shader that writes storage: a u32 the rasterizer sets to 1 for a helper
  // invocation (a quad's uncovered lane, or padding past the batch), whose writes, like those
  // after a discard, do not happen (the slot's builtin is kHelperSlot); -1 when there is none.
  int64_t helper_offset = -1;
};
inline constexpr const char* kHelperSlot = "wgx.helper";

struct Module {
  std::vector<Variable> vars;
  // Functions in the order lowering made them (`entry` names the entry point). A deque: lowering
  // appends a specialized callee while its caller is being built. Functions with pointer parameters are specialized per call site's root
  // variables (the pointer itself becomes a byte-offset parameter).
  std::deque<Function> functions;
  uint32_t entry = 0;
  uint32_t workgroup_size[3] = {1, 1, 1};
  Stage stage = Stage::Compute;
  StageInterface io;  // vertex and fragment kernels only
  uint32_t workgroup_bytes = 0;
  uint32_t lane_bytes = 0;          // private + function variables, per invocation
  const SourceFile* source = nullptr;  // for messages (loop locations)
};

std::string print(const Module& m);
// The contract every executor relies on: registers defined once and before use, each typed
// (Function::reg_types, the parameters' types first), memory ops on existing variables, calls of
// existing functions with arguments of the parameters' types, well-formed subgroup instructions,
// exits inside the constructs they leave, returns of the function's type, and each opcode's
// operands of the types it needs (arithmetic on its own type, shift amounts u32, comparisons to
// bool of the operands' width, select conditions of the result's width, offsets u32, conditions
// bool, selectors integers; builtins, subgroup operations and atomics beyond their offset are
// checked where they are made). Lowering and the passes (ir/passes/pipeline.h) validate what they
// produce. Returns an empty string when valid, else the first problem.
std::string validate(const Module& m);

}  // namespace wgx::ir
