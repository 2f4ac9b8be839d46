// Sampling a bound texture view with a bound sampler, as WebGPU defines it for the builtins that
// take an explicit level (textureSampleLevel, textureSampleBaseClampToEdge): the level clamped by
// the sampler's LOD clamps, nearest or linear between mip levels, each level filtered nearest or
// linear (magnification at level 0 and below, else minification), the address modes applied to
// each texel coordinate, array layers clamped to the view's. Cube textures are not sampled yet.
#pragma once

#include <cstdint>

#include "exec/executor.h"

namespace wgx::exec {

// One lane's sample: `coords` normalized (as many as the dimension has), `offset` in texels.
TexelValue sample_level(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& sampler,
                        const float coords[3], int32_t layer, float level, const int32_t offset[3]);

// textureSampleBaseClampToEdge: level 0, coordinates clamped half a texel inside the edges.
TexelValue sample_base_clamp_to_edge(const ir::TextureShape& shape, const TextureBinding& view,
                                     const SamplerBinding& sampler, const float coords[2]);

}  // namespace wgx::exec
