// Texel conversions and texel addresses, written once for both executors: the channel transfer
// functions of WGSL ("Texel Formats") and their inverses per encoding of the format table
// (include/wgx/texture_formats.def, `texel` column), and the robust-access rule of a texel's
// logical address (ir/texture.h). The interpreter compiles this header (exec/texel_format.cpp and
// exec/texture_ops.cpp include it inside namespace wgx::exec::rules, after wgsl_rules.h), and every
// compiled kernel that uses a texture, on the CPU or on a GPU through NVRTC (docs/cuda.md,
// "Textures"), carries its text after the rules (src/CMakeLists.txt, "texel_rules_text"), so a
// format's conversion exists once.
//
// The same constraints as wgsl_rules.h, whose definitions it uses (u8..u64, wgx_f, wgx_w, the f16
// conversions wgx_f2h and wgx_h2f): plain C, no includes, only __builtin_ functions, names prefixed
// wgx_, no at-sign (the build substitutes with it), include guards. The conversions take the
// format's layout as numbers (encoding, components, bits): a kernel passes constants for a storage
// texture, whose format the shader declares, and the compiler folds the switches away; for a
// sampled texture they come from the bound view.
#ifndef WGX_EXEC_TEXEL_RULES_H
#define WGX_EXEC_TEXEL_RULES_H

// The encodings, numbered as exec::TexelEncoding (texel_format.h checks it).
enum {
  WGX_TEXEL_NONE,
  WGX_TEXEL_UNORM,
  WGX_TEXEL_UNORM_SRGB,
  WGX_TEXEL_SNORM,
  WGX_TEXEL_UINT,
  WGX_TEXEL_SINT,
  WGX_TEXEL_FLOAT,
  WGX_TEXEL_BGRA_UNORM,       // 8-bit unorm components stored b, g, r, a
  WGX_TEXEL_BGRA_UNORM_SRGB,  // the same, sRGB-encoded
  WGX_TEXEL_RGB10A2_UNORM,    // one 32-bit word: r bits 0-9, g 10-19, b 20-29, a 30-31
  WGX_TEXEL_RGB10A2_UINT,
  WGX_TEXEL_RG11B10_UFLOAT,  // r 11 bits (6 of mantissa), g 11, b 10 (5 of mantissa)
  WGX_TEXEL_RGB9E5_UFLOAT,   // 9-bit mantissas r, g, b and a shared 5-bit exponent
};

// The conversions are inlined even where the compiler would not: with a constant layout only the
// format's own code remains. WGX_TEXEL_CALLED marks the few functions kept as one called copy per
// kernel (below). A CUDA kernel defines both first as device functions (cuda/cuda_emitter.cpp).
#ifndef WGX_TEXEL_RULE
#define WGX_TEXEL_RULE static inline __attribute__((always_inline))
#endif
#ifndef WGX_TEXEL_CALLED
#define WGX_TEXEL_CALLED __attribute__((noinline, unused)) static
#endif

// --- texel addresses ---------------------------------------------------------------------------

// Whether a texel's logical address is valid (WGSL, "logical texel address"): each coordinate
// inside the level's extent and the layer inside the view. Coordinates are the i32 words of the
// IR, compared unsigned: a negative one is 2^31 or more, past every extent.
WGX_RULE int wgx_texel_valid(u32 x, u32 y, u32 z, u32 layer, u32 width, u32 height, u32 depth, u32 layers) {
  return x < width && y < height && z < depth && layer < layers;
}
// The index of a valid texel in its level: images (layers, or a 3D level's slices) after one
// another, each of `height` rows of `width` texels.
WGX_RULE u64 wgx_texel_index(u32 x, u32 y, u32 z, u32 layer, u32 width, u32 height, u32 depth) {
  u64 image = (u64)layer * depth + z;
  return (image * height + y) * width + x;
}

// --- memory -> shader value --------------------------------------------------------------------

WGX_RULE u64 wgx_texel_mask(u32 bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }
WGX_RULE u64 wgx_texel_read(const u8* p, u32 bytes) {
  u64 v = 0;
  for (u32 i = 0; i < bytes; i++) v |= (u64)p[i] << (8 * i);
  return v;
}
WGX_RULE void wgx_texel_write(u8* p, u64 v, u32 bytes) {
  for (u32 i = 0; i < bytes; i++) p[i] = (u8)(v >> (8 * i));
}

// v / (2^bits - 1), the f32 nearest the quotient: computed as a product with the reciprocal in
// double, which rounds to the same f32 (v / (2^b - 1) repeats b bits, b <= 16, so it lies at least
// 2^-40 of its value from a midpoint between two f32s, and the product is within 2^-52 of the
// quotient; tests/exec/texel_format_test.cpp checks every value) at the cost of a multiply instead
// of a division.
WGX_RULE float wgx_unorm_to_float(u64 v, u32 bits) { return (float)((double)v * (1.0 / (double)wgx_texel_mask(bits))); }
WGX_RULE float wgx_snorm_to_float(u64 v, u32 bits) {
  long long s = (long long)(v << (64 - bits)) >> (64 - bits);       // sign-extended
  double x = (double)s * (1.0 / (double)wgx_texel_mask(bits - 1));  // as unorm's, with b - 1 bits
  return (float)(x < -1.0 ? -1.0 : x);
}
WGX_RULE u32 wgx_sint_word(u64 v, u32 bits) { return (u32)((long long)(v << (64 - bits)) >> (64 - bits)); }

// sRGB's transfer functions on [0, 1] (decode: encoded -> linear), as the WebGPU spec defines them.
WGX_RULE float wgx_srgb_to_linear(float encoded) {
  double c = encoded;
  return (float)(c <= 0.04045 ? c / 12.92 : __builtin_pow((c + 0.055) / 1.055, 2.4));
}
WGX_RULE double wgx_clamp_unit(float f, double lo) {
  double v = f != f ? 0.0 : (double)f;
  return v < lo ? lo : 1.0 < v ? 1.0 : v;
}
WGX_RULE float wgx_linear_to_srgb(float linear) {
  double v = wgx_clamp_unit(linear, 0.0);
  return (float)(v <= 0.0031308 ? v * 12.92 : 1.055 * __builtin_pow(v, 1 / 2.4) - 0.055);
}

// An unsigned float of a 5-bit exponent (bias 15) and `mantissa` bits (rg11b10ufloat).
WGX_RULE float wgx_small_ufloat_to_float(u32 v, int mantissa) {
  u32 e = v >> mantissa, m = v & ((1u << mantissa) - 1);
  if (e == 31) return m ? __builtin_nanf("") : __builtin_inff();
  if (e == 0) return (float)__builtin_ldexp((double)m, -14 - mantissa);
  return (float)__builtin_ldexp(1.0 + __builtin_ldexp((double)m, -mantissa), (int)e - 15);
}

// The plain encodings: `components` channels of `bits` bits, r first.
WGX_TEXEL_RULE void wgx_decode_plain(u32 enc, u32 components, u32 bits, const u8* p, u32 out[4]) {
  out[0] = out[1] = out[2] = 0;
  out[3] = enc == WGX_TEXEL_UINT || enc == WGX_TEXEL_SINT ? 1u : wgx_w(1.0f);
  u32 size = bits / 8;
  for (u32 i = 0; i < components; i++) {
    u64 v = wgx_texel_read(p + i * size, size);
    switch (enc) {
      case WGX_TEXEL_UNORM:
        out[i] = wgx_w(wgx_unorm_to_float(v, bits));
        break;
      case WGX_TEXEL_UNORM_SRGB:
        out[i] = wgx_w(i < 3 ? wgx_srgb_to_linear(wgx_unorm_to_float(v, bits)) : wgx_unorm_to_float(v, bits));
        break;
      case WGX_TEXEL_SNORM:
        out[i] = wgx_w(wgx_snorm_to_float(v, bits));
        break;
      case WGX_TEXEL_UINT:
        out[i] = (u32)v;
        break;
      case WGX_TEXEL_SINT:
        out[i] = wgx_sint_word(v, bits);
        break;
      case WGX_TEXEL_FLOAT:
        out[i] = bits == 16 ? wgx_w(wgx_h2f((u16)v)) : (u32)v;
        break;
      default:
        break;
    }
  }
}

// The shader value of the texel at `p` (four words: f32 bits, or i32/u32), the channels the
// format lacks filled as WGSL says (green and blue 0, alpha 1). No encoding reads as zeros.
WGX_TEXEL_RULE void wgx_texel_decode(u32 enc, u32 components, u32 bits, const u8* p, u32 out[4]) {
  switch (enc) {
    case WGX_TEXEL_NONE:
      out[0] = out[1] = out[2] = out[3] = 0;
      return;
    case WGX_TEXEL_BGRA_UNORM:
    case WGX_TEXEL_BGRA_UNORM_SRGB: {
      wgx_decode_plain(enc == WGX_TEXEL_BGRA_UNORM ? WGX_TEXEL_UNORM : WGX_TEXEL_UNORM_SRGB, 4, 8, p, out);
      u32 r = out[0];
      out[0] = out[2], out[2] = r;
      return;
    }
    case WGX_TEXEL_RGB10A2_UNORM:
    case WGX_TEXEL_RGB10A2_UINT: {
      u32 v = (u32)wgx_texel_read(p, 4);
      u32 c[4] = {v & 0x3ffu, (v >> 10) & 0x3ffu, (v >> 20) & 0x3ffu, v >> 30};
      for (int i = 0; i < 4; i++)
        out[i] = enc == WGX_TEXEL_RGB10A2_UNORM ? wgx_w(wgx_unorm_to_float(c[i], i < 3 ? 10 : 2)) : c[i];
      return;
    }
    case WGX_TEXEL_RG11B10_UFLOAT: {
      u32 v = (u32)wgx_texel_read(p, 4);
      out[0] = wgx_w(wgx_small_ufloat_to_float(v & 0x7ffu, 6));
      out[1] = wgx_w(wgx_small_ufloat_to_float((v >> 11) & 0x7ffu, 6));
      out[2] = wgx_w(wgx_small_ufloat_to_float(v >> 22, 5));
      out[3] = wgx_w(1.0f);
      return;
    }
    case WGX_TEXEL_RGB9E5_UFLOAT: {
      u32 v = (u32)wgx_texel_read(p, 4);
      int exp = (int)(v >> 27) - 15 - 9;
      for (int i = 0; i < 3; i++) out[i] = wgx_w((float)__builtin_ldexp((double)((v >> (9 * i)) & 0x1ffu), exp));
      out[3] = wgx_w(1.0f);
      return;
    }
    default:
      wgx_decode_plain(enc, components, bits, p, out);
      return;
  }
}

// The same for a layout known only when the kernel runs (a sampled texture's view): one copy of
// every format's code per kernel, called, instead of a copy at every load.
WGX_TEXEL_CALLED void wgx_texel_decode_any(u32 enc, u32 components, u32 bits, const u8* p, u32 out[4]) {
  wgx_texel_decode(enc, components, bits, p, out);
}

// --- shader value -> memory --------------------------------------------------------------------

WGX_RULE u64 wgx_float_to_unorm(float f, u32 bits) {
  // nearbyint without the library call: a non-negative double below 2^52 plus 2^52 keeps no
  // fraction bits, so the sum is rounded as nearbyint rounds (to nearest, ties to even).
  double scaled = wgx_clamp_unit(f, 0.0) * (double)wgx_texel_mask(bits);
  return (u64)((scaled + 0x1p52) - 0x1p52);
}
WGX_RULE u64 wgx_float_to_snorm(float f, u32 bits) {
  long long s = (long long)__builtin_nearbyint(wgx_clamp_unit(f, -1.0) * (double)wgx_texel_mask(bits - 1));
  return (u64)s & wgx_texel_mask(bits);
}
WGX_RULE u64 wgx_saturate_uint(u32 w, u32 bits) {
  u64 max = wgx_texel_mask(bits);
  return (u64)w < max ? (u64)w : max;
}
WGX_RULE u64 wgx_saturate_sint(u32 w, u32 bits) {
  long long s = (i32)w, max = (long long)wgx_texel_mask(bits - 1);
  s = s < -max - 1 ? -max - 1 : max < s ? max : s;
  return (u64)s & wgx_texel_mask(bits);
}

// max(0, T) as an unsigned float of `mantissa` bits and a 5-bit exponent: the f32 mantissa
// rounded to nearest; past the largest finite value: infinity; NaN stays NaN.
WGX_RULE u32 wgx_float_to_small_ufloat(float f, int mantissa) {
  if (f != f) return (31u << mantissa) | 1u;
  if (!(f > 0)) return 0;
  u32 bits = wgx_w(f);
  int exponent = (int)((bits >> 23) & 0xffu) - 127 + 15;
  if (exponent >= 31) return 31u << mantissa;
  if (exponent <= 0) {  // a denormal of the small format
    double scaled = __builtin_nearbyint(__builtin_ldexp((double)f, 14 + mantissa));
    double top = __builtin_ldexp(1.0, mantissa);
    return (u32)(top < scaled ? top : scaled);
  }
  u32 rounded = (((u32)exponent << 23) | (bits & 0x7fffffu)) + (1u << (22 - mantissa));
  u32 largest = (31u << mantissa) - 1;  // rounding up stays finite
  return (rounded >> (23 - mantissa)) < largest ? rounded >> (23 - mantissa) : largest;
}

// rgb9e5ufloat: the shared exponent of the largest component (EXT_texture_shared_exponent's
// algorithm, as WebGPU's packed-format rules refer to it).
WGX_RULE u32 wgx_encode_rgb9e5(const float c[3]) {
  const double max_value = (511.0 / 512.0) * __builtin_ldexp(1.0, 31 - 15);
  double v[3];
  for (int i = 0; i < 3; i++) {
    double x = c[i] != c[i] ? 0.0 : (double)c[i];
    v[i] = x < 0.0 ? 0.0 : max_value < x ? max_value : x;
  }
  double largest = v[0];
  if (largest < v[1]) largest = v[1];
  if (largest < v[2]) largest = v[2];
  int exp = 0;
  if (largest > 0) {
    int e = (int)__builtin_floor(__builtin_log2(largest));
    exp = (e < -16 ? -16 : e) + 1 + 15;
  }
  double largest_m = __builtin_floor(largest / __builtin_ldexp(1.0, exp - 15 - 9) + 0.5);
  if (largest_m >= 512) exp++;
  u32 out = (u32)exp << 27;
  for (int i = 0; i < 3; i++) {
    u32 m = (u32)__builtin_floor(v[i] / __builtin_ldexp(1.0, exp - 15 - 9) + 0.5);
    out |= (m < 511u ? m : 511u) << (9 * i);
  }
  return out;
}

WGX_TEXEL_RULE void wgx_encode_plain(u32 enc, u32 components, u32 bits, const u32 value[4], u8* p) {
  u32 size = bits / 8;
  for (u32 i = 0; i < components; i++) {
    u32 w = value[i];
    u64 v = 0;
    switch (enc) {
      case WGX_TEXEL_UNORM:
        v = wgx_float_to_unorm(wgx_f(w), bits);
        break;
      case WGX_TEXEL_UNORM_SRGB:
        v = wgx_float_to_unorm(i < 3 ? wgx_linear_to_srgb(wgx_f(w)) : wgx_f(w), bits);
        break;
      case WGX_TEXEL_SNORM:
        v = wgx_float_to_snorm(wgx_f(w), bits);
        break;
      case WGX_TEXEL_UINT:
        v = wgx_saturate_uint(w, bits);
        break;
      case WGX_TEXEL_SINT:
        v = wgx_saturate_sint(w, bits);
        break;
      case WGX_TEXEL_FLOAT:
        v = bits == 16 ? (u64)wgx_f2h(wgx_f(w)) : (u64)w;
        break;
      default:
        break;
    }
    wgx_texel_write(p + i * size, v, size);
  }
}

// Writes a shader value (four words) as a texel at `p`: the inverse channel transfer functions
// (unorm and snorm clamped then rounded to nearest, sRGB encoded, integers saturated to the
// channel's range, float16 rounded to nearest even). Channels the format lacks are ignored.
WGX_TEXEL_RULE void wgx_texel_encode(u32 enc, u32 components, u32 bits, const u32 value[4], u8* p) {
  switch (enc) {
    case WGX_TEXEL_NONE:
      return;
    case WGX_TEXEL_BGRA_UNORM:
    case WGX_TEXEL_BGRA_UNORM_SRGB: {
      u32 swapped[4] = {value[2], value[1], value[0], value[3]};
      wgx_encode_plain(enc == WGX_TEXEL_BGRA_UNORM ? WGX_TEXEL_UNORM : WGX_TEXEL_UNORM_SRGB, 4, 8, swapped, p);
      return;
    }
    case WGX_TEXEL_RGB10A2_UNORM:
    case WGX_TEXEL_RGB10A2_UINT: {
      u64 packed = 0;
      for (int i = 0; i < 4; i++) {
        u32 b = i < 3 ? 10 : 2;
        u64 c =
            enc == WGX_TEXEL_RGB10A2_UNORM ? wgx_float_to_unorm(wgx_f(value[i]), b) : wgx_saturate_uint(value[i], b);
        packed |= c << (10 * i);
      }
      wgx_texel_write(p, packed, 4);
      return;
    }
    case WGX_TEXEL_RG11B10_UFLOAT: {
      u64 packed = (u64)wgx_float_to_small_ufloat(wgx_f(value[0]), 6) |
                   (u64)wgx_float_to_small_ufloat(wgx_f(value[1]), 6) << 11 |
                   (u64)wgx_float_to_small_ufloat(wgx_f(value[2]), 5) << 22;
      wgx_texel_write(p, packed, 4);
      return;
    }
    case WGX_TEXEL_RGB9E5_UFLOAT: {
      float c[3] = {wgx_f(value[0]), wgx_f(value[1]), wgx_f(value[2])};
      wgx_texel_write(p, wgx_encode_rgb9e5(c), 4);
      return;
    }
    default:
      wgx_encode_plain(enc, components, bits, value, p);
      return;
  }
}

// --- sampling ----------------------------------------------------------------------------------
// The parts of WebGPU's filtering (exec/texture_sampling.cpp) that both executors run: the level of
// detail and the mip levels it reads, the address modes, the footprint of a filter, and a whole
// level filtered for a view that is not a cube (cube faces and comparisons stay in
// texture_sampling.cpp, which the compiled kernels reach through the host).

// An explicit level of detail clamped by the sampler's LOD clamps (NaN: 0).
WGX_RULE float wgx_lod_clamp(float lod, float lo, float hi) {
  return lod != lod ? 0.0f : lod < lo ? lo : hi < lod ? hi : lod;
}

// The length of a gradient (`axes` components of normalized coordinates) in texels of a level of
// `size`.
WGX_RULE float wgx_scaled_length(u32 axes, const u32 size[3], const float g[3]) {
  float sum = 0;
  for (u32 k = 0; k < axes; k++) {
    float v = g[k] * (float)size[k];
    sum += v * v;
  }
  return __builtin_sqrtf(sum);
}
// The level of detail from the scaled lengths of the gradients along x and y (Vulkan: log2 of the
// longer; with anisotropy, of the lengths over the sample count) plus a bias in WGSL's range, before the LOD clamps; log2(0) is
// -infinity, which the clamps take to lodMinClamp.
WGX_RULE float wgx_grad_lod(float length_x, float length_y, float bias) {
  float rho = length_x < length_y ? length_y : length_x;
  return __builtin_log2f(rho) + (bias != bias ? 0.0f : bias < -16.0f ? -16.0f : 15.99f < bias ? 15.99f : bias);
}

// Anisotropic filtering, as Vulkan describes it for implementations ("Texel Anisotropic
// Filtering"): N = min(ceil(longer / shorter), maxAnisotropy) samples along the longer gradient,
// at the level of detail of the lengths over N. One sample (the isotropic rule above) when the
// sampler's maxAnisotropy is 1 or the longer length is 0, infinite or NaN; a shorter length of 0
// (a gradient along one axis only) takes maxAnisotropy samples.
WGX_RULE u32 wgx_aniso_count(float length_x, float length_y, u32 max_anisotropy) {
  float hi = length_x < length_y ? length_y : length_x, lo = length_x < length_y ? length_x : length_y;
  if (max_anisotropy <= 1 || !(hi > 0) || !(hi <= 3.4e38f)) return 1;
  if (!(lo > 0)) return max_anisotropy;
  float ratio = __builtin_ceilf(hi / lo);
  return ratio < (float)max_anisotropy ? (u32)ratio : max_anisotropy;
}
// Component `c` of anisotropic sample k of n: spaced evenly along the longer gradient `g` (that
// component of it), centred on the sample's coordinate.
WGX_RULE float wgx_aniso_coord(float c, float g, u32 k, u32 n) {
  return c + g * (((float)k + 0.5f) / (float)n - 0.5f);
}

// textureSampleBaseClampToEdge's coordinate: clamped half a texel inside the edges of a level of
// `size` texels (NaN: the first texel's centre).
WGX_RULE float wgx_clamp_to_edge_coord(float c, u32 size) {
  float half = 0.5f / (float)size;
  return c != c ? half : c < half ? half : 1 - half < c ? 1 - half : c;
}

// The mip level a sample at a clamped `lod` reads first, and in `t` the weight of the level after it
// (0: none): the nearest level (halves round down), or the two around it.
WGX_RULE u32 wgx_mip_select(float lod, u32 levels, int mip_linear, float* t) {
  float max_level = (float)(levels - 1);
  *t = 0;
  if (!mip_linear) {
    float chosen = lod <= 0.5f ? 0.0f : __builtin_ceilf(lod + 0.5f) - 1;
    return (u32)(chosen < 0 ? 0.0f : max_level < chosen ? max_level : chosen);
  }
  lod = lod < 0 ? 0.0f : max_level < lod ? max_level : lod;
  float low = __builtin_floorf(lod);
  *t = lod - low;
  return (u32)low;
}
WGX_RULE void wgx_mip_blend(float r[4], const float high[4], float t) {
  for (int c = 0; c < 4; c++) r[c] = r[c] * (1 - t) + high[c] * t;
}

// An integer texel coordinate mapped into [0, size) by an address mode (numbered as
// exec::SamplerBinding::Address: clamp-to-edge, repeat, mirror-repeat).
WGX_RULE long long wgx_wrap(long long i, long long size, u32 mode) {
  if (mode == 1) return ((i % size) + size) % size;
  if (mode == 2) {
    long long period = 2 * size, p = ((i % period) + period) % period;
    return p < size ? p : period - 1 - p;
  }
  return i < 0 ? 0 : size - 1 < i ? size - 1 : i;
}

// The first texel a filter reads along an axis of `size` texels (unnormalized u = coord * size +
// offset; linear: the two around u - 0.5) and, in `frac`, the weight of the second (0 for nearest).
WGX_RULE long long wgx_footprint(float coord, u32 size, i32 offset, int linear, float* frac) {
  float u = coord * (float)size + (float)offset;
  if (linear) u -= 0.5f;
  float f = __builtin_floorf(u);
  *frac = linear && __builtin_isfinite(u) ? u - f : 0.0f;
  return __builtin_isfinite(f) ? (long long)(f < -1e9f ? -1e9f : 1e9f < f ? 1e9f : f) : 0;
}

// One level of a view that is not a cube, filtered at normalized coordinates: nearest reads the
// texel under them, linear the 2^axes around them weighted by their fractions (corners in the
// order of the bits x, y, z), each coordinate wrapped by its address mode; image `layer` of the
// level, texels of `stride` bytes.
WGX_TEXEL_RULE void wgx_filter_plain(const u8* data, u32 width, u32 height, u32 depth, u32 layer, u32 stride, u32 enc,
                                     u32 components, u32 bits, u32 axes, const float coords[3], const i32 offset[3],
                                     int linear, const u32 address[3], float out[4]) {
  const u32 size[3] = {width, height, depth};
  long long first[3] = {0, 0, 0};
  float frac[3] = {0, 0, 0};
  for (u32 a = 0; a < axes; a++) first[a] = wgx_footprint(coords[a], size[a], offset[a], linear, &frac[a]);
  int corners = linear ? 1 << axes : 1;
  out[0] = out[1] = out[2] = out[3] = 0;
  for (int corner = 0; corner < corners; corner++) {
    float weight = 1;
    long long at[3] = {0, 0, 0};
    for (u32 k = 0; k < axes; k++) {
      int second = (corner >> k) & 1;
      weight *= second ? frac[k] : 1 - frac[k];
      at[k] = wgx_wrap(first[k] + second, size[k], address[k]);
    }
    u32 v[4];
    wgx_texel_decode(enc, components, bits,
                     data + wgx_texel_index((u32)at[0], (u32)at[1], (u32)at[2], layer, width, height, depth) * stride,
                     v);
    for (int c = 0; c < 4; c++) out[c] += weight * wgx_f(v[c]);
  }
}
// textureGather on a 2D texture or 2D array: `component` of the four texels of the linear
// footprint at level 0, in Vulkan's order (i0,j1), (i1,j1), (i1,j0), (i0,j0), each coordinate
// wrapped by its address mode; the words as decoded (f32 bits, or the integers themselves).
WGX_TEXEL_RULE void wgx_gather_plain(const u8* data, u32 width, u32 height, u32 layer, u32 stride, u32 enc,
                                     u32 components, u32 bits, const float coords[3], const i32 offset[3],
                                     const u32 address[3], u32 component, u32 out[4]) {
  float frac = 0;
  long long x0 = wgx_footprint(coords[0], width, offset[0], 1, &frac);
  long long y0 = wgx_footprint(coords[1], height, offset[1], 1, &frac);
  static const int order[4] = {2, 3, 1, 0};  // corners as bits (j << 1) | i
  for (int k = 0; k < 4; k++) {
    long long x = wgx_wrap(x0 + (order[k] & 1), width, address[0]);
    long long y = wgx_wrap(y0 + (order[k] >> 1), height, address[1]);
    u32 v[4];
    wgx_texel_decode(enc, components, bits, data + wgx_texel_index((u32)x, (u32)y, 0, layer, width, height, 1) * stride,
                     v);
    out[k] = v[component & 3u];
  }
}

// The filter and the gather as compiled kernels call them: one copy per kernel of each (a copy at
// every sampling site made kernels of many samples slow to build), for rgba8unorm with its layout
// folded in and for any layout, known only when the kernel runs.
WGX_TEXEL_CALLED void wgx_filter_plain_rgba8unorm(const u8* data, u32 width, u32 height, u32 depth, u32 layer, u32 axes,
                                                  const float coords[3], const i32 offset[3], int linear,
                                                  const u32 address[3], float out[4]) {
  wgx_filter_plain(data, width, height, depth, layer, 4, WGX_TEXEL_UNORM, 4, 8, axes, coords, offset, linear, address,
                   out);
}
WGX_TEXEL_CALLED void wgx_gather_plain_any(const u8* data, u32 width, u32 height, u32 layer, u32 stride, u32 enc,
                                           u32 components, u32 bits, const float coords[3], const i32 offset[3],
                                           const u32 address[3], u32 component, u32 out[4]) {
  wgx_gather_plain(data, width, height, layer, stride, enc, components, bits, coords, offset, address, component, out);
}
WGX_TEXEL_CALLED void wgx_filter_plain_any(const u8* data, u32 width, u32 height, u32 depth, u32 layer, u32 stride,
                                           u32 enc, u32 components, u32 bits, u32 axes, const float coords[3],
                                           const i32 offset[3], int linear, const u32 address[3], float out[4]) {
  wgx_filter_plain(data, width, height, depth, layer, stride, enc, components, bits, axes, coords, offset, linear,
                   address, out);
}

#endif  // WGX_EXEC_TEXEL_RULES_H
