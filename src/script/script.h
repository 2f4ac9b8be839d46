// Shader test scripts (`wgx test`): the parsed form of a `.wgxtest` file. The format follows
// Amber's script format (SHADER, BUFFER, PIPELINE, RUN, EXPECT) with WGSL shaders, plus
// expectations of rejected shaders and of the sanitizer's findings (docs/test-scripts.md). Every
// command keeps the script line it came from, so a failure names the line that set it up.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <variant>
#include <vector>

#include "wgx/gpu.h"

namespace wgx::script {

enum class ScalarKind { U32, I32, F32, F16 };

// The element type of a buffer: a scalar or a vector of 2-4 scalars, laid out as the elements of
// a WGSL array (vec3 elements take the room of a vec4).
struct ElementType {
  ScalarKind scalar = ScalarKind::U32;
  uint32_t components = 1;

  uint32_t scalar_bytes() const { return scalar == ScalarKind::F16 ? 2 : 4; }
  uint32_t stride() const { return (components == 3 ? 4 : components) * scalar_bytes(); }
  bool is_float() const { return scalar == ScalarKind::F32 || scalar == ScalarKind::F16; }
  std::string wgsl_name() const;  // "f32", "vec4<u32>"
};

// A shader module. Inline text starts on the line after `SHADER` (its line 1 is that line); a
// FILE shader's lines are the file's.
struct ShaderDecl {
  uint32_t line = 0;
  std::string name;
  std::string stage;  // compute, vertex, fragment or multi (informational: the API finds entry points)
  std::string code;
  std::string path;  // the FILE it was read from, or empty for inline text
};

enum class BufferInit { Fill, Series, Data, Random };

struct BufferDecl {
  uint32_t line = 0;
  std::string name;
  ElementType type;
  uint64_t count = 0;  // elements
  BufferInit init = BufferInit::Fill;
  double fill = 0;                          // Fill: every scalar
  double series_start = 0, series_inc = 0;  // Series: scalar k is start + k * inc
  std::vector<double> data;                 // Data: the first scalars in order (the rest are 0)
  uint64_t seed = 1;                        // Random
  bool random_range = false;                // Random: RANGE lo hi given
  double random_lo = 0, random_hi = 0;

  uint64_t byte_size() const { return count * type.stride(); }
};

// IMAGE name FORMAT f [DIM_1D|DIM_2D|DIM_3D] WIDTH w [HEIGHT h] [DEPTH d | LAYERS n] [MIP_LEVELS m]
// [FILL v...] or [... DATA v... END]: a texture. FILL gives every texel of every level 1-4 channel
// values; DATA gives level 0's texels in order (layer by layer or slice by slice, rows from the
// top), as many numbers per texel as the format has channels; the rest is zeros. Values are
// what a shader reads: floats, or integers for the integer formats.
struct ImageDecl {
  uint32_t line = 0;
  std::string name;
  gpu::TextureFormat format = gpu::TextureFormat::Rgba8Unorm;
  gpu::TextureDimension dimension = gpu::TextureDimension::D2;
  uint32_t width = 1, height = 1, depth_or_layers = 1, levels = 1;
  uint32_t components = 4;   // channels per texel of the format (DATA's unit)
  std::vector<double> fill;  // empty: zeros (unless DATA)
  std::vector<double> data;
};

// SAMPLER name [MAG_FILTER f] [MIN_FILTER f] [MIPMAP_FILTER f] [ADDRESS_MODE_U|V|W m] [MIN_LOD x]
// [MAX_LOD x] [COMPARE op]: WebGPU's sampler descriptor (filters nearest|linear; modes
// clamp_to_edge|repeat|mirrored_repeat).
struct SamplerDecl {
  uint32_t line = 0;
  std::string name;
  gpu::SamplerDescriptor desc;
};

// What a BIND line binds: a buffer (storage, uniform), an image (sampled_image, storage_image, as
// Amber spells them) or a sampler.
enum class BindAs { Storage, Uniform, SampledImage, StorageImage, Sampler };

struct BindDecl {
  uint32_t line = 0;
  std::string buffer;  // the buffer, image or sampler bound
  BindAs as = BindAs::Storage;
  uint32_t group = 0;
  uint32_t binding = 0;
  gpu::TextureViewDimension view = gpu::TextureViewDimension::Undefined;  // images: VIEW d (default: the texture's)
};

struct PipelineDecl {
  uint32_t line = 0;
  std::string name;
  std::string shader;
  std::string entry_point;  // empty: the module's only compute entry point
  std::map<std::string, double> constants;
  std::vector<BindDecl> binds;
};

struct RunCmd {
  uint32_t line = 0;
  std::string pipeline;
  uint32_t x = 1, y = 1, z = 1;
};

enum class Compare { EQ, NE, LT, LE, GT, GE };
const char* compare_name(Compare c);

struct Tolerance {
  double value = 0;
  bool percent = false;  // relative to the expected value, in percent
};

// EXPECT buf IDX i [TOLERANCE t...] OP v...: the scalars from element i on, compared in order.
struct ExpectValues {
  uint32_t line = 0;
  std::string buffer;
  uint64_t index = 0;
  Compare op = Compare::EQ;
  std::vector<Tolerance> tolerances;  // 1-4, one per vector component (repeating); empty: exact
  std::vector<double> values;
};

// EXPECT img IDX x y [LAYER l] [LEVEL m] [SIZE w h] [TOLERANCE t...] EQ_RGBA r g b a (or EQ_RGB
// r g b): every texel of the region, as a shader reads it.
struct ExpectImage {
  uint32_t line = 0;
  std::string image;
  uint32_t x = 0, y = 0, layer = 0, level = 0, width = 1, height = 1;
  std::vector<Tolerance> tolerances;
  std::vector<double> values;  // 3 or 4 channels
};

struct ExpectBuffer {
  uint32_t line = 0;
  std::string buffer;
  std::string other;
  std::vector<Tolerance> tolerances;
};

// A shader that must be rejected, with an error at LINE[:COL] whose message contains `text`; or a
// pipeline that createComputePipeline must reject (a missing override, a workgroup over the
// limits), with an error message containing `text`.
struct ExpectError {
  uint32_t line = 0;
  bool pipeline = false;  // EXPECT_ERROR PIPELINE: `shader` names the pipeline
  std::string shader;
  uint32_t error_line = 0;
  uint32_t error_column = 0;  // 0: any column
  std::string text;
};

enum class FindingKind { Race, OutOfBounds, Numerics };
const char* finding_command(FindingKind k);  // "EXPECT_RACE", ...

struct ShaderLocation {
  uint32_t line = 0;
  uint32_t column = 0;  // 0: any column
};

// A sanitizer finding the RUNs since the previous sanitizer expectation must have produced.
struct ExpectFinding {
  uint32_t line = 0;
  FindingKind kind = FindingKind::Race;
  std::vector<ShaderLocation> at;  // 1 or 2 (a race's two accesses, in either order)
  std::string text;                // a substring of the message; empty: any
};

// No sanitizer finding from the RUNs since the previous sanitizer expectation.
struct ExpectClean {
  uint32_t line = 0;
};

using Command = std::variant<ShaderDecl, BufferDecl, ImageDecl, SamplerDecl, PipelineDecl, RunCmd, ExpectValues,
                             ExpectBuffer, ExpectImage, ExpectError, ExpectFinding, ExpectClean>;

struct Script {
  std::string path;
  std::vector<Command> commands;
  std::vector<std::string> features;  // DEVICE_FEATURE
  uint32_t features_line = 1;         // the first DEVICE_FEATURE line (a device it cannot get fails there)
  gpu::SanitizerSettings sanitize;    // SANITIZE
  gpu::ScheduleSettings schedule;     // SCHEDULE
  uint32_t subgroup_size = 0;         // SUBGROUP_SIZE; 0: the engine's default
};

}  // namespace wgx::script
