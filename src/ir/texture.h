// Textures and samplers in the IR: the shape of a texture binding as the shader declares it (what
// kind, which dimension, its channel type, the storage access), and the texture operations of
// Op::Texture. A texture or sampler is a Variable of Space::Handle: it names a binding, not memory
// the IR addresses; the executors receive the view bound to it beside the buffers
// (exec::TextureBinding) and reach its texels only through Op::Texture.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ir/type.h"

namespace wgx::ir {

// What a handle variable holds.
enum class HandleKind : uint8_t { Texture, Sampler, ComparisonSampler };

// The texture types of WGSL by family (external textures are read as a 2D view).
enum class TextureKind : uint8_t { Sampled, Multisampled, Depth, DepthMultisampled, Storage, External };
enum class TextureDim : uint8_t { D1, D2, D2Array, D3, Cube, CubeArray };

struct TextureShape {
  HandleKind handle = HandleKind::Texture;
  TextureKind kind = TextureKind::Sampled;
  TextureDim dim = TextureDim::D2;
  Scalar channel = Scalar::F32;            // the shader values' scalar: f32 (also depth), i32 or u32
  bool readable = true, writable = false;  // storage textures: the access mode
  // Storage textures: the declared texel format as the format table's enumerator
  // (include/wgx/texture_formats.def; exec::TexelFormat's numbering, sema::texture_format_index);
  // 0 (Undefined) otherwise. The compiled backend specializes a storage texture's conversions on it.
  uint32_t format = 0;
};

// Op::Texture's imm[0]. Operands, all fixed in position so executors need no table:
//   Load        args = {coords, array index, level or sample index}: coords i32 of the
//               dimension's width (1, 2 or 3), the other two i32 (0 where the overload has none);
//               result vec4 of the channel type, f32 for depth textures
//   Store       args = {coords, array index, value}: value vec4 of the channel type; no result
//   Dimensions  args = {level} u32 (0 where the overload has none); result u32, vec2<u32> or vec3<u32>
//   NumLevels, NumLayers, NumSamples: no operands; result u32
//   SampleLevel imm[1] = the sampler's handle variable; args = {coords f32 of the dimension's
//               width, array index i32 (0 where none), level f32, offset i32 of the dimensions'
//               width (0 where none)}; result vec4<f32>, f32 for depth textures
//   SampleBaseClampToEdge  imm[1] = the sampler; args = {coords vec2<f32>}; result vec4<f32>
//   SampleGrad  imm[1] = the sampler, imm[2] = its SampleForm; args = {coords, array index, ddx, ddy, bias f32,
//   offset}:
//               ddx and ddy f32 of the coordinates' width; result as SampleLevel's. textureSample
//               and textureSampleBias lower to it with their quad derivatives (and bias).
//   SampleCompare  imm[1] = the comparison sampler, imm[2] = its SampleForm; args = {coords, array index, depth
//   reference
//               f32, ddx, ddy, offset}; result f32. textureSampleCompareLevel passes zero
//               gradients (the level of detail is then lodMinClamp, level 0 by default).
//   Gather      imm[1] = the sampler, imm[2] = the component (0 for depth textures); args =
//               {coords, array index, offset}; result vec4 of the channel type
//   GatherCompare  imm[1] = the comparison sampler; args = {coords, array index, depth
//               reference f32, offset}; result vec4<f32>
// Coordinates, layers, levels and samples outside the view make a load give zeros (0.0 for depth)
// and a store do nothing (WGSL, "logical texel address"); Dimensions of a level outside the view
// gives zeros.
// Sampling (exec/texture_sampling.h): WebGPU's filtering, address modes and LOD clamps; the array
// index is clamped to the view's layers (of cubes for cube arrays); cube textures filter across
// their faces' edges.
enum class TextureOp : uint32_t {
  Load,
  Store,
  Dimensions,
  NumLevels,
  NumLayers,
  NumSamples,
  SampleLevel,
  SampleBaseClampToEdge,
  SampleGrad,
  SampleCompare,
  Gather,
  GatherCompare
};
constexpr TextureOp kLastTextureOp = TextureOp::GatherCompare;

std::string_view texture_op_name(TextureOp op);  // the WGSL builtin: "textureLoad"
// How a SampleGrad or SampleCompare instruction was written (its imm[2]): the explicit form
// (textureSampleGrad, textureSampleCompareLevel), the implicit one (textureSample,
// textureSampleCompare) or textureSampleBias.
enum class SampleForm : uint32_t { Explicit, Implicit, Bias };
// The WGSL builtin an Op::Texture's immediates (imm) came from, for messages that name it.
std::string_view texture_builtin_name(const std::vector<uint32_t>& imm);
std::string_view texture_kind_name(TextureKind k);
std::string_view texture_dim_name(TextureDim d);  // "1d", "2d", "2d_array", "3d", "cube", "cube_array"

// Coordinates a texture of this dimension takes (1d: 1, 3d: 3, else 2).
constexpr uint8_t coord_width(TextureDim d) {
  return d == TextureDim::D1 ? 1 : d == TextureDim::D3 || d == TextureDim::Cube || d == TextureDim::CubeArray ? 3 : 2;
}
// textureDimensions' width: 1d: 1, 3d: 3, else 2 (cube faces are 2D).
constexpr uint8_t dimensions_width(TextureDim d) { return d == TextureDim::D1 ? 1 : d == TextureDim::D3 ? 3 : 2; }
constexpr bool is_arrayed(TextureDim d) { return d == TextureDim::D2Array || d == TextureDim::CubeArray; }

}  // namespace wgx::ir
