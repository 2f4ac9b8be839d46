// Texel formats as the executors and the API read and write them: each format's encoding in memory
// (from the one format table, include/wgx/texture_formats.def, joined by enumerator) and the
// conversions between a texel's bytes and the shader value WGSL gives it (the spec's channel
// transfer functions and their inverses, "Texel Formats"). Texture builtins, writeTexture's
// neighbours (clear colors, depth clears) and the tests all convert here, so a format's rule
// exists once.
#pragma once

#include <cstdint>
#include <string_view>

namespace wgx::exec {

// Every format of the table, `Undefined` first: the same enumerators, in the same order, as
// wgx::gpu::TextureFormat (a static_cast joins the two).
enum class TexelFormat : uint32_t {
  Undefined,
#define WGX_TEXTURE_FORMAT(Enum, ...) Enum,
#include "wgx/texture_formats.def"
#undef WGX_TEXTURE_FORMAT
};

// How a format's texel lies in memory (the table's `texel` column). None: no single-plane texel
// the executors read (depth-stencil formats before an aspect is chosen). The block-compressed
// encodings name the decoder of a block (exec/texel_blocks.h); their texels are read decoded.
enum class TexelEncoding : uint8_t {
  None,
  Unorm,
  UnormSrgb,
  Snorm,
  Uint,
  Sint,
  Float,
  BgraUnorm,      // 8-bit unorm components stored b, g, r, a
  BgraUnormSrgb,  // the same, sRGB-encoded
  Rgb10a2Unorm,   // one 32-bit word: r bits 0-9, g 10-19, b 20-29, a 30-31
  Rgb10a2Uint,
  Rg11b10Ufloat,  // one 32-bit word: r 11 bits (6 of mantissa), g 11, b 10 (5 of mantissa)
  Rgb9e5Ufloat,   // one 32-bit word: 9-bit mantissas r, g, b and a shared 5-bit exponent
  // Block-compressed, by decoder; the -Srgb ones' colour is sRGB-encoded.
  Bc1,
  Bc1Srgb,
  Bc2,
  Bc2Srgb,
  Bc3,
  Bc3Srgb,
  Bc4Unorm,
  Bc4Snorm,
  Bc5Unorm,
  Bc5Snorm,
  Bc6hUfloat,
  Bc6hFloat,
  Bc7,
  Bc7Srgb,
  Etc2Rgb8,
  Etc2Rgb8Srgb,
  Etc2Rgb8a1,
  Etc2Rgb8a1Srgb,
  Etc2Rgba8,
  Etc2Rgba8Srgb,
  EacR11Unorm,
  EacR11Snorm,
  EacRg11Unorm,
  EacRg11Snorm,
  Astc,
  AstcSrgb,
};

struct TexelLayout {
  TexelEncoding encoding = TexelEncoding::None;
  uint8_t components = 0;                     // channels the format has (r: 1 ... rgba, bgra: 4)
  uint8_t bits = 0;                           // bits per component of the plain formats (0 for the packed ones)
  uint8_t bytes = 0;                          // bytes of one texel (0 for None and the block-compressed encodings)
  uint8_t block_width = 1, block_height = 1;  // texels of a block (1 x 1 for uncompressed formats)
  uint8_t block_bytes = 0;                    // bytes of a block (the texel block copy footprint)
};

const TexelLayout& texel_layout(TexelFormat format);

// The format of a WebGPU (and WGSL texel format) name, "rgba8unorm", from the format table's name
// column; Undefined for none. And the name of a format.
TexelFormat texel_format_named(std::string_view name);
std::string_view texel_format_string(TexelFormat format);

// The scalar type of a format's shader values: f32, i32 or u32.
enum class TexelChannel : uint8_t { Float, Sint, Uint };
TexelChannel texel_channel(TexelFormat format);

// A texel as a shader value: four 32-bit words (f32 bits, or i32/u32), the channels the format
// lacks filled as WGSL says (green and blue 0, alpha 1).
struct TexelValue {
  uint32_t w[4] = {0, 0, 0, 0};
};

// The shader value of the texel at `bytes` (texel_layout(format).bytes of them). A format with no
// encoding reads as zeros.
TexelValue decode_texel(TexelFormat format, const uint8_t* bytes);
// Writes `value` as a texel of `format` at `bytes`: the inverse channel transfer functions (unorm
// and snorm clamped then rounded to nearest, sRGB encoded, integers saturated to the channel's
// range, float16 rounded to nearest even). Channels the format lacks are ignored.
void encode_texel(TexelFormat format, const TexelValue& value, uint8_t* bytes);
// encode_texel over `count` texels: texel i's four words at values[i], written at texels[i] (a
// draw's merge writes a batch of fragments to one target in one call).
void encode_texels(TexelFormat format, const uint32_t* const* values, uint8_t* const* texels, size_t count);

// The same as four numbers, for hosts that fill and read textures (`wgx run --texture`, test
// scripts): floats for the float formats, integers for the integer ones (saturated to i32 or u32
// before the channel's own conversion).
void encode_texel_numbers(TexelFormat format, const double value[4], uint8_t* bytes);
void decode_texel_numbers(TexelFormat format, const uint8_t* bytes, double value[4]);

// sRGB's transfer functions on [0, 1] (decode: encoded -> linear), as the WebGPU spec defines them.
float srgb_to_linear(float encoded);
float linear_to_srgb(float linear);

}  // namespace wgx::exec
