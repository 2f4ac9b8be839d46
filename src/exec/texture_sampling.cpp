// Sampling with explicit levels (texture_sampling.h), after WebGPU's and Vulkan's texel filtering:
// unnormalized coordinates u = s * size + offset; nearest takes floor(u), linear the two texels
// around u - 0.5 weighted by its fraction; the address mode maps each integer coordinate into the
// level; mip levels are chosen nearest (rounding half down) or blended linearly.
#include "exec/texture_sampling.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace wgx::exec {
namespace {

using Address = SamplerBinding::Address;
using Filter = SamplerBinding::Filter;

int64_t wrap(int64_t i, int64_t size, Address mode) {
  switch (mode) {
    case Address::ClampToEdge:
      return std::clamp<int64_t>(i, 0, size - 1);
    case Address::Repeat:
      return ((i % size) + size) % size;
    case Address::MirrorRepeat: {
      int64_t period = 2 * size, p = ((i % period) + period) % period;
      return p < size ? p : period - 1 - p;
    }
  }
  return 0;
}

// The texel at integer coordinates (already wrapped) of a level and layer, as floats.
void fetch(const TextureBinding& view, const TextureBinding::Level& l, int64_t x, int64_t y, int64_t z, uint32_t layer,
           float out[4]) {
  uint64_t image = uint64_t{layer} * l.depth + static_cast<uint64_t>(z);
  uint64_t texel = (image * l.height + static_cast<uint64_t>(y)) * l.width + static_cast<uint64_t>(x);
  TexelValue v = decode_texel(view.format, l.data + texel * texel_layout(view.format).bytes);
  for (int c = 0; c < 4; c++) out[c] = std::bit_cast<float>(v.w[c]);
}

// One level filtered by `filter`.
void sample_one_level(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& s,
                      uint32_t level, Filter filter, const float coords[3], uint32_t layer, const int32_t offset[3],
                      float out[4]) {
  const TextureBinding::Level& l = view.levels[level];
  const uint32_t size[3] = {l.width, l.height, l.depth};
  uint8_t axes = ir::coord_width(shape.dim);
  int64_t first[3] = {0, 0, 0};
  float frac[3] = {0, 0, 0};
  for (uint8_t a = 0; a < axes; a++) {
    float u = coords[a] * static_cast<float>(size[a]) + static_cast<float>(offset[a]);
    if (filter == Filter::Linear) u -= 0.5f;
    float f = std::floor(u);
    first[a] = std::isfinite(f) ? static_cast<int64_t>(std::clamp(f, -1e9f, 1e9f)) : 0;
    frac[a] = filter == Filter::Linear && std::isfinite(u) ? u - f : 0;
  }
  int corners = filter == Filter::Linear ? 1 << axes : 1;
  std::fill(out, out + 4, 0.0f);
  for (int corner = 0; corner < corners; corner++) {
    float weight = 1;
    int64_t at[3] = {0, 0, 0};
    for (uint8_t a = 0; a < axes; a++) {
      bool second = (corner >> a) & 1;
      weight *= second ? frac[a] : 1 - frac[a];
      at[a] = wrap(first[a] + (second ? 1 : 0), size[a], s.address[a]);
    }
    float texel[4];
    fetch(view, l, at[0], at[1], at[2], layer, texel);
    for (int c = 0; c < 4; c++) out[c] += weight * texel[c];
  }
}

}  // namespace

TexelValue sample_level(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& s,
                        const float coords[3], int32_t layer, float level, const int32_t offset[3]) {
  auto max_level = static_cast<float>(view.levels.size() - 1);
  float lod = std::isnan(level) ? 0 : std::clamp(level, s.lod_min, s.lod_max);
  Filter filter = lod <= 0 ? s.mag : s.min;
  auto layer_index = static_cast<uint32_t>(std::clamp<int64_t>(layer, 0, int64_t{view.layers} - 1));
  float result[4];
  if (s.mipmap == Filter::Nearest) {
    float chosen = lod <= 0.5f ? 0 : std::ceil(lod + 0.5f) - 1;  // the nearest level, halves down
    sample_one_level(shape, view, s, static_cast<uint32_t>(std::clamp(chosen, 0.0f, max_level)), filter, coords,
                     layer_index, offset, result);
  } else {
    lod = std::clamp(lod, 0.0f, max_level);
    auto low = static_cast<uint32_t>(std::floor(lod));
    float t = lod - static_cast<float>(low);
    sample_one_level(shape, view, s, low, filter, coords, layer_index, offset, result);
    if (t > 0) {
      float high[4];
      sample_one_level(shape, view, s, low + 1, filter, coords, layer_index, offset, high);
      for (int c = 0; c < 4; c++) result[c] = result[c] * (1 - t) + high[c] * t;
    }
  }
  TexelValue v;
  for (int c = 0; c < 4; c++) v.w[c] = std::bit_cast<uint32_t>(result[c]);
  return v;
}

TexelValue sample_base_clamp_to_edge(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& s,
                                     const float coords[2]) {
  const TextureBinding::Level& base = view.levels[0];
  float clamped[3] = {0, 0, 0};
  const uint32_t size[2] = {base.width, base.height};
  for (int a = 0; a < 2; a++) {
    float half = 0.5f / static_cast<float>(size[a]);
    clamped[a] = std::isnan(coords[a]) ? half : std::clamp(coords[a], half, 1 - half);
  }
  const int32_t no_offset[3] = {0, 0, 0};
  float result[4];
  sample_one_level(shape, view, s, 0, s.mag, clamped, 0, no_offset, result);
  TexelValue v;
  for (int c = 0; c < 4; c++) v.w[c] = std::bit_cast<uint32_t>(result[c]);
  return v;
}

}  // namespace wgx::exec
