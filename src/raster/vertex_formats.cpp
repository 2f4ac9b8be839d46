// Vertex formats: how an attribute's bytes become the shader's value, from one table (per format:
// its size, component count, and the conversion of a component), as the WebGPU spec's
// GPUVertexFormat table gives them. Components are little-endian, the first at the lowest address,
// except unorm8x4-bgra (stored b, g, r, a) and unorm10-10-10-2 (one 32-bit word, r in bits 0-9).
#include <bit>
#include <cstring>

#include "base/half.h"
#include "raster/raster.h"

namespace wgx::raster {
namespace {

enum class Conv : uint8_t { Uint, Sint, Unorm, Snorm, Float, Packed1010102, Bgra };

struct FormatRow {
  uint32_t bytes, components, component_bytes;
  Conv conv;
};

// By VertexFormat: the conversion is the format name's kind (its `kind` column says only which
// shader type it feeds).
constexpr FormatRow kRows[] = {
    {0, 0, 0, Conv::Uint},                                                           // undefined
    {1, 1, 1, Conv::Uint},          {2, 2, 1, Conv::Uint},  {4, 4, 1, Conv::Uint},   // uint8
    {1, 1, 1, Conv::Sint},          {2, 2, 1, Conv::Sint},  {4, 4, 1, Conv::Sint},   // sint8
    {1, 1, 1, Conv::Unorm},         {2, 2, 1, Conv::Unorm}, {4, 4, 1, Conv::Unorm},  // unorm8
    {1, 1, 1, Conv::Snorm},         {2, 2, 1, Conv::Snorm}, {4, 4, 1, Conv::Snorm},  // snorm8
    {2, 1, 2, Conv::Uint},          {4, 2, 2, Conv::Uint},  {8, 4, 2, Conv::Uint},   // uint16
    {2, 1, 2, Conv::Sint},          {4, 2, 2, Conv::Sint},  {8, 4, 2, Conv::Sint},   // sint16
    {2, 1, 2, Conv::Unorm},         {4, 2, 2, Conv::Unorm}, {8, 4, 2, Conv::Unorm},  // unorm16
    {2, 1, 2, Conv::Snorm},         {4, 2, 2, Conv::Snorm}, {8, 4, 2, Conv::Snorm},  // snorm16
    {2, 1, 2, Conv::Float},         {4, 2, 2, Conv::Float}, {8, 4, 2, Conv::Float},  // float16
    {4, 1, 4, Conv::Float},         {8, 2, 4, Conv::Float}, {12, 3, 4, Conv::Float},
    {16, 4, 4, Conv::Float},  // float32
    {4, 1, 4, Conv::Uint},          {8, 2, 4, Conv::Uint},  {12, 3, 4, Conv::Uint},
    {16, 4, 4, Conv::Uint},  // uint32
    {4, 1, 4, Conv::Sint},          {8, 2, 4, Conv::Sint},  {12, 3, 4, Conv::Sint},
    {16, 4, 4, Conv::Sint},          // sint32
    {4, 4, 0, Conv::Packed1010102},  // unorm10-10-10-2
    {4, 4, 1, Conv::Bgra},           // unorm8x4-bgra
};
constexpr size_t kFormatCount = 1
#define WGX_VERTEX_FORMAT(Enum, name, bytes, components, kind) +1
#include "wgx/vertex_formats.def"
#undef WGX_VERTEX_FORMAT
    ;
static_assert(std::size(kRows) == kFormatCount, "one row per vertex format of wgx/vertex_formats.def");

// Each row's size and component count agree with the format list.
constexpr bool rows_match_list() {
  constexpr uint32_t listed[][2] = {
      {0, 0},
#define WGX_VERTEX_FORMAT(Enum, name, bytes, components, kind) {bytes, components},
#include "wgx/vertex_formats.def"
#undef WGX_VERTEX_FORMAT
  };
  for (size_t i = 0; i < kFormatCount; i++)
    if (listed[i][0] != kRows[i].bytes || listed[i][1] != kRows[i].components) return false;
  return true;
}
static_assert(rows_match_list(), "a vertex format row disagrees with wgx/vertex_formats.def");

uint32_t read_bits(const uint8_t* p, uint32_t bytes) {
  uint32_t v = 0;
  std::memcpy(&v, p, bytes);  // little-endian host
  return v;
}

int32_t sign_extend(uint32_t v, uint32_t bits) {
  uint32_t shift = 32 - bits;
  return static_cast<int32_t>(v << shift) >> shift;
}

uint32_t f32_word(float f) { return std::bit_cast<uint32_t>(f); }

uint32_t convert(uint32_t raw, uint32_t bytes, Conv conv) {
  uint32_t bits = bytes * 8;
  double max_u = bits == 32 ? 4294967295.0 : double((uint64_t{1} << bits) - 1);
  double max_s = double((uint64_t{1} << (bits - 1)) - 1);
  switch (conv) {
    case Conv::Uint:
      return raw;
    case Conv::Sint:
      return static_cast<uint32_t>(sign_extend(raw, bits));
    case Conv::Unorm:
    case Conv::Bgra:
      return f32_word(static_cast<float>(raw / max_u));
    case Conv::Snorm: {
      double v = sign_extend(raw, bits) / max_s;
      return f32_word(static_cast<float>(v < -1 ? -1 : v));
    }
    case Conv::Float:
      return bytes == 2 ? f32_word(half_to_float(static_cast<uint16_t>(raw))) : raw;
    case Conv::Packed1010102:
      return raw;
  }
  return raw;
}

}  // namespace

uint32_t vertex_format_bytes(VertexFormat f) {
  size_t i = static_cast<size_t>(f);
  return i < kFormatCount ? kRows[i].bytes : 0;
}

void decode_vertex(VertexFormat f, const uint8_t* bytes, uint32_t out[4]) {
  size_t i = static_cast<size_t>(f);
  const FormatRow& row = i < kFormatCount ? kRows[i] : kRows[0];
  bool is_float = row.conv != Conv::Uint && row.conv != Conv::Sint;
  out[0] = out[1] = out[2] = 0;
  out[3] = is_float ? f32_word(1.0f) : 1u;
  if (row.conv == Conv::Packed1010102) {
    uint32_t w = read_bits(bytes, 4);
    for (int c = 0; c < 3; c++) out[c] = f32_word(static_cast<float>(((w >> (10 * c)) & 0x3FF) / 1023.0));
    out[3] = f32_word(static_cast<float>((w >> 30) / 3.0));
    return;
  }
  for (uint32_t c = 0; c < row.components; c++)
    out[c] = convert(read_bits(bytes + c * row.component_bytes, row.component_bytes), row.component_bytes, row.conv);
  if (row.conv == Conv::Bgra) std::swap(out[0], out[2]);
}

}  // namespace wgx::raster
