// The fixed-function half of drawing: vertex fetch, primitive assembly, clipping, rasterization by
// WebGPU's rules, interpolation, the depth test and blending into the attachments. The vertex and
// fragment stages are not run here: they are compute-shaped kernels (ir/lower.h, StageInterface)
// that the caller runs on the executors through a StageRunner, a batch of many invocations at a
// time, never one call per vertex or pixel. The layer knows the records those kernels read and
// write (ir::StageInterface) and the texel formats (exec/texel_format.h), nothing of WebGPU's
// objects: api/gpu_draw.cpp turns a recorded draw into the plain description below.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "exec/texel_format.h"
#include "ir/module.h"

namespace wgx::raster {

// WebGPU's vertex formats, the same enumerators as wgx::gpu::VertexFormat (a static_cast joins them).
enum class VertexFormat : uint32_t {
  Undefined,
#define WGX_VERTEX_FORMAT(Enum, ...) Enum,
#include "wgx/vertex_formats.def"
#undef WGX_VERTEX_FORMAT
};
uint32_t vertex_format_bytes(VertexFormat f);
// The shader's value of an attribute of format f at `bytes`: four 32-bit words (f32 bits, or
// u32/i32), the components the format lacks filled with 0, 0, 0, 1 as WebGPU says.
void decode_vertex(VertexFormat f, const uint8_t* bytes, uint32_t out[4]);

enum class Topology : uint8_t { PointList, LineList, LineStrip, TriangleList, TriangleStrip };
enum class Cull : uint8_t { None, Front, Back };
enum class Compare : uint8_t { Never, Less, Equal, LessEqual, Greater, NotEqual, GreaterEqual, Always };
enum class BlendOp : uint8_t { Add, Subtract, ReverseSubtract, Min, Max };
enum class BlendFactor : uint8_t {
  Zero,
  One,
  Src,
  OneMinusSrc,
  SrcAlpha,
  OneMinusSrcAlpha,
  Dst,
  OneMinusDst,
  DstAlpha,
  OneMinusDstAlpha,
  SrcAlphaSaturated,
  Constant,
  OneMinusConstant,
  Src1,
  OneMinusSrc1,
  Src1Alpha,
  OneMinusSrc1Alpha,
};
enum class Interpolation : uint8_t { Perspective, Linear, Flat };

struct VertexAttribute {
  VertexFormat format = VertexFormat::Undefined;
  uint64_t offset = 0;
  uint32_t location = 0;
};
struct VertexBufferLayout {
  uint64_t stride = 0;
  bool per_instance = false;
  std::vector<VertexAttribute> attributes;
};
struct BlendComponent {
  BlendOp op = BlendOp::Add;
  BlendFactor src = BlendFactor::One, dst = BlendFactor::Zero;
};
struct ColorTarget {
  exec::TexelFormat format = exec::TexelFormat::Undefined;
  bool blend = false;
  BlendComponent color, alpha;
  uint32_t write_mask = 0xF;  // red 1, green 2, blue 4, alpha 8
};
enum class StencilOp : uint8_t {
  Keep,
  Zero,
  Replace,
  Invert,
  IncrementClamp,
  DecrementClamp,
  IncrementWrap,
  DecrementWrap,
};
struct StencilFace {
  Compare compare = Compare::Always;
  StencilOp fail = StencilOp::Keep, depth_fail = StencilOp::Keep, pass = StencilOp::Keep;
};
struct StencilState {
  StencilFace front, back;
  uint32_t read_mask = 0xFF, write_mask = 0xFF;
};
struct DepthState {
  exec::TexelFormat format =
      exec::TexelFormat::Undefined;  // the depth aspect's: depth16unorm, depth24plus, depth32float
  Compare compare = Compare::Always;
  bool write = false;
  int32_t bias = 0;  // depthBias, depthBiasSlopeScale, depthBiasClamp (triangles only)
  float bias_slope_scale = 0, bias_clamp = 0;
};

struct Pipeline {
  const ir::StageInterface* vertex = nullptr;
  const ir::StageInterface* fragment = nullptr;  // null: no fragment stage (depth only)
  std::vector<std::optional<VertexBufferLayout>> buffers;
  Topology topology = Topology::TriangleList;
  bool front_ccw = true;
  Cull cull = Cull::None;
  // "depth-clip-control": primitives are not clipped at z = 0 and z = w; the depth test's input is
  // clamped to the viewport's depth range as always.
  bool unclipped_depth = false;
  std::vector<std::optional<ColorTarget>> targets;  // by fragment output location
  std::optional<DepthState> depth;
  std::optional<StencilState> stencil;
  // The fragment inputs' interpolation by location (integers are always flat); sampled at the pixel
  // centre, or with per_sample at each sample.
  std::vector<std::pair<uint32_t, Interpolation>> interpolation;
  // The locations interpolated at `centroid`: with several samples, a partly covered pixel's
  // values are taken at its first covered sample rather than at its centre.
  std::vector<uint32_t> centroid;
  // Multisampling: the targets' sample count (1 or 4), the pipeline's mask, alpha-to-coverage,
  // and whether the fragment stage runs once per sample (it reads sample_index or interpolates
  // at `sample`) rather than once per pixel.
  uint32_t samples = 1;
  uint32_t sample_mask = 0xFFFFFFFF;
  bool alpha_to_coverage = false;
  bool per_sample = false;
};

struct Bytes {
  const uint8_t* data = nullptr;
  uint64_t size = 0;
};

// One subresource an attachment writes: tight rows of texels of `format`, each texel's `samples`
// values side by side (texel (x, y)'s sample s at index (y * width + x) * samples + s).
struct Attachment {
  uint8_t* data = nullptr;
  uint32_t width = 0, height = 0;
  exec::TexelFormat format = exec::TexelFormat::Undefined;
  uint32_t samples = 1;
};
struct Targets {
  std::vector<std::optional<Attachment>> colors;  // by index, as the pipeline's targets
  std::optional<Attachment> depth;                // the depth aspect
  std::optional<Attachment> stencil;              // the stencil aspect (stencil8: a byte a texel)
};

// What the pass sets for its draws.
struct PassState {
  float viewport[6] = {0, 0, 0, 0, 0, 1};  // x, y, width, height, min depth, max depth
  uint32_t scissor[4] = {0, 0, 0, 0};      // x, y, width, height
  float blend_constant[4] = {0, 0, 0, 0};
  uint32_t stencil_reference = 0;
};

struct Draw {
  uint32_t count = 0;  // vertices, or indices of an indexed draw
  uint32_t instances = 0;
  uint32_t first = 0;  // first vertex, or first index
  uint32_t first_instance = 0;
  int32_t base_vertex = 0;
  bool indexed = false, index32 = false;
  Bytes index;                        // the bound index buffer range
  std::vector<Bytes> vertex_buffers;  // by slot
};

// Who a stage invocation is, for the sanitizer's reports: a draw's stage kernels are
// compute-shaped, so their workgroups and lanes mean nothing to the user.
struct InvocationTag {
  enum class Kind : uint8_t { Padding, Vertex, Fragment, Helper };
  Kind kind = Kind::Padding;  // Padding: a record past the batch's invocations (writes nothing)
  uint32_t x = 0, y = 0;      // a fragment's pixel; a vertex's vertex_index and instance_index
  uint32_t sample = kAllSamples;
  uint32_t primitive = 0, instance = 0;         // a fragment's primitive_index, and the instance drawn
  static constexpr uint32_t kAllSamples = ~0u;  // shaded once per pixel, not per sample
};
// "the fragment at pixel (3,4) sample 1 of primitive 2 of instance 0", "the vertex invocation
// with vertex_index 5, instance_index 0".
std::string invocation_name(const InvocationTag& tag);

// Runs a stage kernel over `count` invocations (a multiple of 64): their input records in `in`
// (count * the interface's input_stride bytes), their output records into `out`; with `here`, on
// the calling thread alone (a tile's fragments, already on a worker of the pool), else spread over
// the pool. `tags` names each record's invocation when the draw was asked to tag them (else
// empty). Returns "" or the error.
using StageRunner = std::function<std::string(std::vector<uint8_t>& in, std::vector<uint8_t>& out, uint32_t count,
                                              bool here, const std::vector<InvocationTag>& tags)>;

// Vertices one instance of a draw may have (their records are held together; a strip needs them
// all), so that a huge count is an error rather than unbounded memory.
inline constexpr uint64_t kMaxVertexRecordBytes = uint64_t{1} << 30;

// Runs the draw: "" on success, else what could not be drawn ("wgx does not draw with X yet", or
// the error of a stage). The vertex stage runs over the pool; primitives are binned into 64x64
// tiles in draw order and the tiles rasterized, shaded and merged on `threads` workers (0: all
// cores), each tile's primitives in draw order, so that the picture does not depend on `threads`.
// `tag_invocations` hands the runners each batch's InvocationTags (the sanitizer names
// invocations by them); with one thread the batches come in the same order on every run.
std::string draw(const Pipeline& pipeline, const Draw& draw, const PassState& pass, const Targets& targets,
                 const StageRunner& vertex, const StageRunner& fragment, unsigned threads,
                 bool tag_invocations = false);

// Averages each texel's samples of the multisampled `from` into `to` (the same size and format,
// one sample; a float format: WebGPU resolves only those).
void resolve(const Attachment& from, const Attachment& to);

}  // namespace wgx::raster
