// WebGPU's "to a texel value of texture format" for what render passes write without shaders: a
// clear color into a color attachment's format, and the depth and stencil clear values into
// their aspects' planes (api/texture_copy.h lays planes out; depth24plus is held as float32).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "wgx/gpu.h"

namespace wgx::gpu {

// The rule a clear color breaks for an integer `format` (a component that is not an i32 or u32
// after truncation), or "". Float formats take any finite value.
std::string check_clear_color(TextureFormat format, const Color& color);

// One texel of `format` (a color-renderable format) holding `color`: rounded and clamped per
// component, sRGB-encoded for the -srgb formats.
std::vector<uint8_t> color_texel(TextureFormat format, const Color& color);

// A texel of `format` holding four numbers as a shader sees them (floats; integers for the integer
// formats), converted as a shader's store converts; empty for a format with no texel a shader
// reads (compressed and combined depth-stencil formats). And the four numbers a shader reads
// from `bytes` (texel_bytes(format) of them). Test scripts fill and check textures with these.
std::vector<uint8_t> texel_from_numbers(TextureFormat format, const double value[4]);
void texel_to_numbers(TextureFormat format, const uint8_t* bytes, double value[4]);
uint32_t texel_bytes(TextureFormat format);  // 0 for a format with no texel a shader reads

// One texel of the depth aspect of `format` holding `depth` (0..1).
std::vector<uint8_t> depth_texel(TextureFormat format, float depth);

}  // namespace wgx::gpu
