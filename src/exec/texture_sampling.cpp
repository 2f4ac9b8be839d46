// Sampling (texture_sampling.h), after WebGPU's and Vulkan's texel filtering: unnormalized
// coordinates u = s * size + offset; nearest takes floor(u), linear the two texels around u - 0.5
// weighted by its fraction; the address mode maps each integer coordinate into the level (cube
// faces instead continue onto their neighbours); mip levels are chosen nearest (rounding half
// down) or blended linearly. The level of detail from gradients is Vulkan's: log2 of the longer of
// the two scaled gradient vectors; with a sampler's maxAnisotropy above 1, up to that many samples
// along the longer one at the level of the lengths over their count (texel_rules.h, wgx_aniso_count).
#include "exec/texture_sampling.h"

#include <algorithm>
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

static_assert(static_cast<int>(Address::ClampToEdge) == 0 && static_cast<int>(Address::Repeat) == 1 &&
                  static_cast<int>(Address::MirrorRepeat) == 2 && static_cast<int>(Filter::Linear) == 1,
              "texel_rules.h numbers the address modes and filters as SamplerBinding does");

int64_t wrap(int64_t i, int64_t size, Address mode) { return rules::wgx_wrap(i, size, static_cast<uint32_t>(mode)); }

// The cube faces in WebGPU's layer order (+X, -X, +Y, -Y, +Z, -Z), as Vulkan's cube map face
// selection table gives them: the major axis, and the axes whose signed components are sc and tc.
struct FaceAxes {
  uint8_t ma, s, t;
  int8_t ma_sign, s_sign, t_sign;
};
constexpr FaceAxes kFaces[6] = {
    {0, 2, 1, +1, -1, -1},  // +X: sc = -z, tc = -y
    {0, 2, 1, -1, +1, -1},  // -X: sc = +z, tc = -y
    {1, 0, 2, +1, +1, +1},  // +Y: sc = +x, tc = +z
    {1, 0, 2, -1, +1, -1},  // -Y: sc = +x, tc = -z
    {2, 0, 1, +1, +1, -1},  // +Z: sc = +x, tc = -y
    {2, 0, 1, -1, -1, -1},  // -Z: sc = -x, tc = -y
};

// The face a direction points at. Ties are the implementation's choice; z wins over y over x.
template <typename T>
uint32_t select_face(const T d[3]) {
  T ax = d[0] < 0 ? -d[0] : d[0], ay = d[1] < 0 ? -d[1] : d[1], az = d[2] < 0 ? -d[2] : d[2];
  if (az >= ax && az >= ay) return d[2] < 0 ? 5 : 4;
  if (ay >= ax) return d[1] < 0 ? 3 : 2;
  return d[0] < 0 ? 1 : 0;
}

// A texel (i, j) of cube face `face` (n x n texels) that may lie one texel past an edge: moved
// onto the face it is on, found by projecting the direction of its centre again (in exact integer
// units of half a texel). False for a corner, a texel past two edges, which no face holds.
bool cube_texel(uint32_t* face, int64_t* i, int64_t* j, int64_t n) {
  *i = std::clamp<int64_t>(*i, -1, n), *j = std::clamp<int64_t>(*j, -1, n);
  bool in_i = *i >= 0 && *i < n, in_j = *j >= 0 && *j < n;
  if (in_i && in_j) return true;
  if (!in_i && !in_j) return false;
  const FaceAxes& f = kFaces[*face];
  int64_t d[3];
  d[f.ma] = f.ma_sign * n;
  d[f.s] = f.s_sign * (2 * *i + 1 - n);
  d[f.t] = f.t_sign * (2 * *j + 1 - n);
  *face = select_face(d);
  const FaceAxes& g = kFaces[*face];
  int64_t ma = std::abs(d[g.ma]), sc = g.s_sign * d[g.s], tc = g.t_sign * d[g.t];
  *i = std::clamp<int64_t>(n * (sc + ma) / (2 * ma), 0, n - 1);
  *j = std::clamp<int64_t>(n * (tc + ma) / (2 * ma), 0, n - 1);
  return true;
}

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
  p.face = select_face(a.coords);
  const FaceAxes& f = kFaces[p.face];
  float ma = std::fabs(a.coords[f.ma]);
  p.coords[0] = 0.5f * (f.s_sign * a.coords[f.s] / ma) + 0.5f;
  p.coords[1] = 0.5f * (f.t_sign * a.coords[f.t] / ma) + 0.5f;
  return p;
}

TexelValue fetch(const TextureBinding& view, const TextureBinding::Level& l, int64_t x, int64_t y, int64_t z,
                 uint32_t layer) {
  uint64_t image = uint64_t{layer} * l.depth + static_cast<uint64_t>(z);
  uint64_t texel = (image * l.height + static_cast<uint64_t>(y)) * l.width + static_cast<uint64_t>(x);
  return decode_texel(view.format, l.data + texel * texel_layout(view.format).bytes);
}

// The texel at integer coordinates `at` of a level (wrapped by the address modes, or moved across
// cube edges), or false for a cube corner.
bool texel_at(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& s,
              const TextureBinding::Level& l, const Place& p, const int64_t at[3], TexelValue* out) {
  if (is_cube(shape)) {
    uint32_t face = p.face;
    int64_t i = at[0], j = at[1];
    if (!cube_texel(&face, &i, &j, l.width)) return false;
    *out = fetch(view, l, i, j, 0, p.layer + face);
    return true;
  }
  const uint32_t size[3] = {l.width, l.height, l.depth};
  int64_t w[3] = {0, 0, 0};
  for (uint8_t a = 0; a < ir::coord_width(shape.dim); a++) w[a] = wrap(at[a], size[a], s.address[a]);
  *out = fetch(view, l, w[0], w[1], w[2], p.layer);
  return true;
}

// Whether a comparison passes: the reference against the texel (WebGPU's GPUCompareFunction).
bool passes(Compare c, float ref, float texel) {
  switch (c) {
    case Compare::Never:
      return false;
    case Compare::Less:
      return ref < texel;
    case Compare::Equal:
      return ref == texel;
    case Compare::LessEqual:
      return ref <= texel;
    case Compare::Greater:
      return ref > texel;
    case Compare::NotEqual:
      return ref != texel;
    case Compare::GreaterEqual:
      return ref >= texel;
    case Compare::None:
    case Compare::Always:
      return true;
  }
  return true;
}

// A texel as the filter weighs it: its channels as floats, or the comparison's 0 or 1. Vulkan
// clamps the reference to [0, 1] for a unorm depth format.
void texel_floats(const TextureBinding& view, const SamplerBinding& s, const SampleArgs& a, const TexelValue& t,
                  float out[4]) {
  for (int c = 0; c < 4; c++) out[c] = std::bit_cast<float>(t.w[c]);
  if (!a.compare) return;
  float ref = view.format == TexelFormat::Depth16Unorm ? std::clamp(a.ref, 0.0f, 1.0f) : a.ref;
  out[0] = passes(s.compare, ref, out[0]) ? 1.0f : 0.0f;
}

// The texels a filter reads around a place on a level: the first texel and the fractions per axis.
struct Footprint {
  uint8_t axes = 0;
  int64_t first[3] = {0, 0, 0};
  float frac[3] = {0, 0, 0};
};

Footprint footprint(const ir::TextureShape& shape, const TextureBinding::Level& l, const Place& p, bool linear) {
  Footprint fp;
  fp.axes = is_cube(shape) ? 2 : ir::coord_width(shape.dim);
  const uint32_t size[3] = {l.width, l.height, l.depth};
  for (uint8_t a = 0; a < fp.axes; a++)
    fp.first[a] = rules::wgx_footprint(p.coords[a], size[a], p.offset[a], linear, &fp.frac[a]);
  return fp;
}

// One level filtered by `filter`.
void filter_level(const ir::TextureShape& shape, const TextureBinding& view, const SamplerBinding& s, uint32_t level,
                  Filter filter, const Place& p, const SampleArgs& a, float out[4]) {
  const TextureBinding::Level& l = view.levels[level];
  if (!is_cube(shape) && !a.compare) {  // the filter the compiled kernels run too (texel_rules.h)
    const TexelLayout& t = texel_layout(view.format);
    const uint32_t address[3] = {static_cast<uint32_t>(s.address[0]), static_cast<uint32_t>(s.address[1]),
                                 static_cast<uint32_t>(s.address[2])};
    if (view.format == TexelFormat::Rgba8Unorm)  // the common format, with its layout folded in
      rules::wgx_filter_plain(l.data, l.width, l.height, l.depth, p.layer, t.bytes, rules::WGX_TEXEL_UNORM, 4, 8,
                              ir::coord_width(shape.dim), p.coords, p.offset, filter == Filter::Linear, address, out);
    else
      rules::wgx_filter_plain(l.data, l.width, l.height, l.depth, p.layer, t.bytes, static_cast<uint32_t>(t.encoding),
                              t.components, t.bits, ir::coord_width(shape.dim), p.coords, p.offset,
                              filter == Filter::Linear, address, out);
    return;
  }
  Footprint fp = footprint(shape, l, p, filter == Filter::Linear);
  int corners = filter == Filter::Linear ? 1 << fp.axes : 1;
  float values[8][4], weights[8];
  int missing = -1;
  for (int corner = 0; corner < corners; corner++) {
    weights[corner] = 1;
    int64_t at[3] = {0, 0, 0};
    for (uint8_t k = 0; k < fp.axes; k++) {
      bool second = (corner >> k) & 1;
      weights[corner] *= second ? fp.frac[k] : 1 - fp.frac[k];
      at[k] = fp.first[k] + (second ? 1 : 0);
    }
    TexelValue t;
    if (texel_at(shape, view, s, l, p, at, &t))
      texel_floats(view, s, a, t, values[corner]);
    else
      missing = corner;
  }
  if (missing >= 0) {  // a cube corner: the average of the three texels that meet there
    for (int c = 0; c < 4; c++) {
      float sum = 0;
      for (int k = 0; k < corners; k++)
        if (k != missing) sum += values[k][c];
      values[missing][c] = sum / static_cast<float>(corners - 1);
    }
  }
  std::fill(out, out + 4, 0.0f);
  for (int k = 0; k < corners; k++)
    for (int c = 0; c < 4; c++) out[c] += weights[k] * values[k][c];
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

// The gradients of a cube sample's face coordinates (s, t) from those of its direction: the
// quotient rule on s = sc / (2 |ma|) + 1/2 (Vulkan, "Cube Map Derivatives").
void cube_gradient(const float d[3], const float dd[3], float out[2]) {
  const FaceAxes& f = kFaces[select_face(d)];
  float ma = std::fabs(d[f.ma]), dma = f.ma_sign * dd[f.ma];
  float sc = f.s_sign * d[f.s], tc = f.t_sign * d[f.t];
  out[0] = 0.5f * (f.s_sign * dd[f.s] * ma - sc * dma) / (ma * ma);
  out[1] = 0.5f * (f.t_sign * dd[f.t] * ma - tc * dma) / (ma * ma);
}

// The length of a gradient in texels of the view's base level.
float scaled_length(const ir::TextureShape& shape, const TextureBinding& view, const float coords[3],
                    const float dd[3]) {
  const TextureBinding::Level& base = view.levels[0];
  const uint32_t size[3] = {base.width, base.height, base.depth};
  float g[3] = {dd[0], dd[1], dd[2]};
  uint8_t axes = ir::coord_width(shape.dim);
  if (is_cube(shape)) cube_gradient(coords, dd, g), axes = 2;
  return rules::wgx_scaled_length(axes, size, g);
}

}  // namespace

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
  if (!is_cube(shape) && !a.compare) {  // what compiled kernels run too (texel_rules.h)
    const TexelLayout& t = texel_layout(view.format);
    const uint32_t address[3] = {static_cast<uint32_t>(s.address[0]), static_cast<uint32_t>(s.address[1]),
                                 static_cast<uint32_t>(s.address[2])};
    TexelValue result;
    rules::wgx_gather_plain(l.data, l.width, l.height, p.layer, t.bytes, static_cast<uint32_t>(t.encoding),
                            t.components, t.bits, p.coords, p.offset, address, component, result.w);
    return result;
  }
  Footprint fp = footprint(shape, l, p, true);
  static constexpr int kOrder[4] = {2, 3, 1, 0};  // (i0,j1), (i1,j1), (i1,j0), (i0,j0) as bits (j << 1) | i
  bool words = !a.compare && shape.channel != ir::Scalar::F32;
  TexelValue result;
  int missing = -1;
  float sum = 0;
  int64_t word_sum = 0;
  for (int k = 0; k < 4; k++) {
    int corner = kOrder[k];
    const int64_t at[3] = {fp.first[0] + (corner & 1), fp.first[1] + (corner >> 1), 0};
    TexelValue t;
    if (!texel_at(shape, view, s, l, p, at, &t)) {
      missing = k;
      continue;
    }
    if (words) {
      result.w[k] = t.w[component];
      word_sum += shape.channel == ir::Scalar::I32 ? int64_t{static_cast<int32_t>(t.w[component])} : t.w[component];
    } else {
      float v[4];
      texel_floats(view, s, a, t, v);
      result.w[k] = std::bit_cast<uint32_t>(v[component]);
      sum += v[component];
    }
  }
  if (missing >= 0)  // a cube corner: the average of the three texels that meet there
    result.w[missing] = words ? static_cast<uint32_t>(word_sum / 3) : std::bit_cast<uint32_t>(sum / 3);
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
