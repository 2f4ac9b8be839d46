// Sampling a bound texture view with a bound sampler, as WebGPU and Vulkan define it for every
// sampling builtin: the level of detail from an explicit level or from coordinate gradients (plus a
// bias), clamped by the sampler's LOD clamps; nearest or linear between mip levels, each level
// filtered nearest or linear (magnification at level 0 and below, else minification); the address
// modes applied to each texel coordinate, array layers clamped to the view's. Cube textures select
// a face by the direction's major axis and filter seamlessly: texels past a face's edge come from
// the neighbouring face, and a corner's missing texel is the average of the three that meet there.
// Comparison samplers compare each texel with the reference before filtering; gathers return the
// four texels of the linear footprint at the base level.
#pragma once

#include <cstdint>

#include "exec/executor.h"

namespace wgx::exec {

// One lane's sampling operands: `coords` normalized (as many as the dimension has; a direction for
// cubes), `layer` the array index, `offset` in texels, `ref` the depth reference of a comparison.
struct SampleArgs {
  float coords[3] = {0, 0, 0};
  int32_t layer = 0;
  int32_t offset[3] = {0, 0, 0};
  bool compare = false;
  float ref = 0;
};

// textureSampleLevel (and the comparisons at level 0): an explicit level.
TexelValue sample_level(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& sampler,
                        const SampleArgs& args, float level);

// textureSampleGrad and the implicit-derivative builtins: the level from the gradients of the
// coordinates along x and y, plus `bias`.
TexelValue sample_grad(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& sampler,
                       const SampleArgs& args, const float ddx[3], const float ddy[3], float bias);

// textureGather / textureGatherCompare: `component` of the four texels around the coordinates at
// the base level, in Vulkan's order (i0,j1), (i1,j1), (i1,j0), (i0,j0); raw words for integer
// textures, 0 or 1 for comparisons.
TexelValue gather(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& sampler,
                  const SampleArgs& args, uint32_t component);

// How a gather on a texture of this shape reads its words, as texel_rules.h's wgx_gather_general
// takes it: 0 float, 1 u32, 2 i32.
uint32_t gather_channel(const ir::TextureShape& shape);

// textureSampleBaseClampToEdge: level 0, coordinates clamped half a texel inside the edges.
TexelValue sample_base_clamp_to_edge(const ir::TextureShape& shape, const TextureBinding& view,
                                     const SamplerBinding& sampler, const float coords[2]);

}  // namespace wgx::exec
