// Sampling (texture_sampling.h), after WebGPU's and Vulkan's texel filtering: unnormalized
// coordinates u = s * size + offset; nearest takes floor(u), linear the two texels around u - 0.5
// weighted by its fraction; the address mode maps each integer coordinate into the level (cube
// faces instead continue onto their neighbours); mip levels are chosen nearest (rounding half
// down) or blended linearly. The level of detail from gradients is Vulkan's: log2 of the longer of
// the two scaled gradient vectors; with a sampler's maxAnisotropy above 1, up to that many samples
// along the longer one at the level of the lengths over their count (texel_rules.h, wgx_aniso_count).
#include "exec/texture_sampling.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdlib>

namespace wgx::exec {
namespace rules {
#include "exec/wgsl_rules.h"
// texel_rules.h uses wgsl_rules.h's definitions: it comes after it.
#include "exec/texel_rules.h"
}  // namespace rules
namespace {

using Address = SamplerBinding::Address;
using Filter = SamplerBinding::Filter;
using Compare = SamplerBinding::Compare;

bool is_cube(const ir::TextureShape& s) { return s.dim == ir::TextureDim::Cube || s.dim == ir::TextureDim::CubeArray; }

// A sampler's address modes as texel_rules.h takes them (u32, numbered as SamplerBinding's).
using AddressModes = std::array<uint32_t, 3>;
AddressModes address_modes(const SamplerBinding& s) {
  return {static_cast<uint32_t>(s.address[0]), static_cast<uint32_t>(s.address[1]),
          static_cast<uint32_t>(s.address[2])};
}

static_assert(static_cast<int>(Compare::None) == 0 && static_cast<int>(Compare::Never) == 1 &&
                  static_cast<int>(Compare::Less) == 2 && static_cast<int>(Compare::GreaterEqual) == 7 &&
                  static_cast<int>(Compare::Always) == 8,
              "texel_rules.h's wgx_compare_passes numbers the comparison functions as SamplerBinding does");
static_assert(static_cast<int>(Address::ClampToEdge) == 0 && static_cast<int>(Address::Repeat) == 1 &&
                  static_cast<int>(Address::MirrorRepeat) == 2 && static_cast<int>(Filter::Linear) == 1,
              "texel_rules.h numbers the address modes and filters as SamplerBinding does");

// Where a sample lands: normalized coordinates on the image of `layer` (a cube's face adds to its
// first layer), and the texel offset.
struct Place {
  float coords[3] = {0, 0, 0};
  uint32_t layer = 0;
  uint32_t face = 0;
  const int32_t* offset = nullptr;
};

Place place(const ir::TextureShape& shape, const TextureBinding& view, const SampleArgs& a) {
  Place p;
  p.offset = a.offset;
  if (!is_cube(shape)) {
    std::copy(a.coords, a.coords + 3, p.coords);
    if (ir::is_arrayed(shape.dim))
      p.layer = static_cast<uint32_t>(std::clamp<int64_t>(a.layer, 0, int64_t{view.layers} - 1));
    return p;
  }
  if (shape.dim == ir::TextureDim::CubeArray) {
    int64_t cubes = std::max<int64_t>(view.layers / 6, 1);
    p.layer = static_cast<uint32_t>(6 * std::clamp<int64_t>(a.layer, 0, cubes - 1));
  }
  p.face = rules::wgx_cube_place(a.coords, p.coords);
  return p;
}

// One level filtered by `filter`.
void filter_level(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& s, uint32_t level,
                  Filter filter, const Place& p, const SampleArgs& a, float out[4]) {
  const TextureBinding::Level& l = view.levels[level];
  const TexelLayout& t = texel_layout(view.format);
  const AddressModes address = address_modes(s);
  if (!is_cube(shape) && !a.compare) {           // the filter the compiled kernels run too (texel_rules.h)
    if (view.format == TexelFormat::Rgba8Unorm)  // the common format, with its layout folded in
      rules::wgx_filter_plain(l.data, l.width, l.height, l.depth, p.layer, t.bytes, rules::WGX_TEXEL_UNORM, 4, 8,
                              ir::coord_width(shape.dim), p.coords, p.offset, filter == Filter::Linear, address.data(),
                              out);
    else
      rules::wgx_filter_plain(l.data, l.width, l.height, l.depth, p.layer, t.bytes, static_cast<uint32_t>(t.encoding),
                              t.components, t.bits, ir::coord_width(shape.dim), p.coords, p.offset,
                              filter == Filter::Linear, address.data(), out);
    return;
  }
  rules::wgx_filter_general(l.data, l.width, l.height, l.depth, p.layer, t.bytes, static_cast<uint32_t>(t.encoding),
                            t.components, t.bits, is_cube(shape) ? 2 : ir::coord_width(shape.dim), is_cube(shape),
                            p.face, p.coords, p.offset, filter == Filter::Linear, address.data(), a.compare,
                            static_cast<uint32_t>(s.compare), a.ref, out);
}

TexelValue pack(const float v[4]) {
  TexelValue t;
  for (int c = 0; c < 4; c++) t.w[c] = std::bit_cast<uint32_t>(v[c]);
  return t;
}

// The sample at a level of detail already clamped by the sampler.
TexelValue sample_at_lod(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& s,
                         const SampleArgs& a, float lod) {
  Filter filter = lod <= 0 ? s.mag : s.min;
  Place p = place(shape, view, a);
  float result[4], t = 0;
  uint32_t low = rules::wgx_mip_select(lod, static_cast<uint32_t>(view.levels.size()), s.mipmap == Filter::Linear, &t);
  filter_level(shape, view, s, low, filter, p, a, result);
  if (t > 0) {
    float high[4];
    filter_level(shape, view, s, low + 1, filter, p, a, high);
    rules::wgx_mip_blend(result, high, t);
  }
  return pack(result);
}

// The length of a gradient in texels of the view's base level.
float scaled_length(const ir::TextureShape& shape, const TextureBinding& view, const float coords[3],
                    const float dd[3]) {
  const TextureBinding::Level& base = view.levels[0];
  const uint32_t size[3] = {base.width, base.height, base.depth};
  float g[3] = {dd[0], dd[1], dd[2]};
  uint8_t axes = ir::coord_width(shape.dim);
  if (is_cube(shape)) rules::wgx_cube_gradient(coords, dd, g), axes = 2;
  return rules::wgx_scaled_length(axes, size, g);
}

}  // namespace

uint32_t gather_channel(const ir::TextureShape& s) {
  return s.channel == ir::Scalar::U32 ? 1 : s.channel == ir::Scalar::I32 ? 2 : 0;
}

TexelValue sample_level(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& s,
                        const SampleArgs& a, float level) {
  return sample_at_lod(shape, view, s, a, rules::wgx_lod_clamp(level, s.lod_min, s.lod_max));
}

TexelValue sample_grad(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& s,
                       const SampleArgs& a, const float ddx[3], const float ddy[3], float bias) {
  float lx = scaled_length(shape, view, a.coords, ddx), ly = scaled_length(shape, view, a.coords, ddy);
  uint32_t n = rules::wgx_aniso_count(lx, ly, s.max_anisotropy);
  float lod = rules::wgx_grad_lod(lx / static_cast<float>(n), ly / static_cast<float>(n), bias);
  lod = rules::wgx_lod_clamp(lod, s.lod_min, s.lod_max);
  if (n == 1) return sample_at_lod(shape, view, s, a, lod);
  // n samples along the longer gradient, averaged: the first as it is, the others added in order,
  // then divided by n (the compiled kernels' inline filter sums in the same order).
  const float* major = lx < ly ? ddy : ddx;
  float sum[4];
  for (uint32_t k = 0; k < n; k++) {
    SampleArgs at = a;
    for (int c = 0; c < 3; c++) at.coords[c] = rules::wgx_aniso_coord(a.coords[c], major[c], k, n);
    TexelValue v = sample_at_lod(shape, view, s, at, lod);
    for (int c = 0; c < 4; c++) sum[c] = k == 0 ? std::bit_cast<float>(v.w[c]) : sum[c] + std::bit_cast<float>(v.w[c]);
  }
  for (float& c : sum) c /= static_cast<float>(n);
  return pack(sum);
}

TexelValue gather(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& s,
                  const SampleArgs& a, uint32_t component) {
  const TextureBinding::Level& l = view.levels[0];
  Place p = place(shape, view, a);
  const TexelLayout& t = texel_layout(view.format);
  const AddressModes address = address_modes(s);
  TexelValue result;
  if (!is_cube(shape) && !a.compare) {  // what compiled kernels run too (texel_rules.h)
    rules::wgx_gather_plain(l.data, l.width, l.height, p.layer, t.bytes, static_cast<uint32_t>(t.encoding),
                            t.components, t.bits, p.coords, p.offset, address.data(), component, result.w);
    return result;
  }
  rules::wgx_gather_general(l.data, l.width, l.height, p.layer, t.bytes, static_cast<uint32_t>(t.encoding),
                            t.components, t.bits, is_cube(shape), p.face, p.coords, p.offset, address.data(), component,
                            a.compare, static_cast<uint32_t>(s.compare), a.ref, gather_channel(shape), result.w);
  return result;
}

TexelValue sample_base_clamp_to_edge(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& s,
                                     const float coords[2]) {
  const TextureBinding::Level& base = view.levels[0];
  SampleArgs a;
  const uint32_t size[2] = {base.width, base.height};
  for (int k = 0; k < 2; k++) a.coords[k] = rules::wgx_clamp_to_edge_coord(coords[k], size[k]);
  Place p = place(shape, view, a);
  float result[4];
  filter_level(shape, view, s, 0, s.mag, p, a, result);
  return pack(result);
}

}  // namespace wgx::exec
