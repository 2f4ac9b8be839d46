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
  // The signed conversion: exact for every unorm width (16 bits at most), and without the branch
  // a conversion to unsigned takes.
  double scaled = wgx_clamp_unit(f, 0.0) * (double)wgx_texel_mask(bits);
  return (u64)(long long)((scaled + 0x1p52) - 0x1p52);
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
    const u8* texel = data + wgx_texel_index((u32)at[0], (u32)at[1], (u32)at[2], layer, width, height, depth) * stride;
    if (enc == WGX_TEXEL_UNORM && components == 4 && bits == 8) {
      // rgba8unorm's channels straight into the sums: decoded into an array of words, they were
      // stored one by one and read back as a vector, a stalled store forwarding at every corner.
      out[0] += weight * wgx_unorm_to_float(texel[0], 8);
      out[1] += weight * wgx_unorm_to_float(texel[1], 8);
      out[2] += weight * wgx_unorm_to_float(texel[2], 8);
      out[3] += weight * wgx_unorm_to_float(texel[3], 8);
      continue;
    }
    u32 v[4];
    wgx_texel_decode(enc, components, bits, texel, v);
    for (int c = 0; c < 4; c++) out[c] += weight * wgx_f(v[c]);
  }
}
// wgx_filter_plain's bilinear 2D sample of rgba8unorm texels, written out: each axis's two texels
// wrapped once, the four corners in the same order with the same weights and sums (the same
// floats), the channels read straight into the sums.
WGX_TEXEL_RULE void wgx_bilinear_rgba8unorm(const u8* data, u32 width, u32 height, u32 depth, u32 layer,
                                            const float coords[3], const i32 offset[3], const u32 address[3],
                                            float out[4]) {
  float fx, fy;
  long long x0 = wgx_footprint(coords[0], width, offset[0], 1, &fx);
  long long y0 = wgx_footprint(coords[1], height, offset[1], 1, &fy);
  const u64 x[2] = {(u64)wgx_wrap(x0, width, address[0]), (u64)wgx_wrap(x0 + 1, width, address[0])};
  const u64 y[2] = {(u64)wgx_wrap(y0, height, address[1]), (u64)wgx_wrap(y0 + 1, height, address[1])};
  const float wx[2] = {1 - fx, fx}, wy[2] = {1 - fy, fy};
  const u8* image = data + (u64)layer * depth * height * width * 4;
  float r = 0, g = 0, b = 0, a = 0;
  for (int corner = 0; corner < 4; corner++) {
    const float weight = wx[corner & 1] * wy[corner >> 1];
    const u8* t = image + (y[corner >> 1] * width + x[corner & 1]) * 4;
    r += weight * wgx_unorm_to_float(t[0], 8);
    g += weight * wgx_unorm_to_float(t[1], 8);
    b += weight * wgx_unorm_to_float(t[2], 8);
    a += weight * wgx_unorm_to_float(t[3], 8);
  }
  out[0] = r, out[1] = g, out[2] = b, out[3] = a;
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

// --- cubes and comparisons --------------------------------------------------------------------

// The cube faces in WebGPU's layer order (+X, -X, +Y, -Y, +Z, -Z), as Vulkan's cube map face
// selection table gives them: the major axis and the axes whose signed components are sc and tc
// (axes[0..2]), and the three signs (signs[0..2]).
WGX_RULE void wgx_cube_axes(u32 face, int axes[3], int signs[3]) {
  static const signed char table[6][6] = {
      {0, 2, 1, +1, -1, -1},  // +X: sc = -z, tc = -y
      {0, 2, 1, -1, +1, -1},  // -X: sc = +z, tc = -y
      {1, 0, 2, +1, +1, +1},  // +Y: sc = +x, tc = +z
      {1, 0, 2, -1, +1, -1},  // -Y: sc = +x, tc = -z
      {2, 0, 1, +1, +1, -1},  // +Z: sc = +x, tc = -y
      {2, 0, 1, -1, -1, -1},  // -Z: sc = -x, tc = -y
  };
  for (int k = 0; k < 3; k++) axes[k] = table[face][k], signs[k] = table[face][3 + k];
}

// The face a direction points at (floats and exact integers alike are doubles here). Ties are the
// implementation's choice; z wins over y over x.
WGX_RULE u32 wgx_cube_face(double x, double y, double z) {
  double ax = x < 0 ? -x : x, ay = y < 0 ? -y : y, az = z < 0 ? -z : z;
  if (az >= ax && az >= ay) return z < 0 ? 5 : 4;
  if (ay >= ax) return y < 0 ? 3 : 2;
  return x < 0 ? 1 : 0;
}

// Where a direction lands on its cube: the face, and the face's normalized coordinates (s, t).
WGX_RULE u32 wgx_cube_place(const float d[3], float st[2]) {
  u32 face = wgx_cube_face(d[0], d[1], d[2]);
  int axes[3], signs[3];
  wgx_cube_axes(face, axes, signs);
  float ma = __builtin_fabsf(d[axes[0]]);
  st[0] = 0.5f * ((float)signs[1] * d[axes[1]] / ma) + 0.5f;
  st[1] = 0.5f * ((float)signs[2] * d[axes[2]] / ma) + 0.5f;
  return face;
}

// The gradients of a cube sample's face coordinates (s, t) from those of its direction: the
// quotient rule on s = sc / (2 |ma|) + 1/2 (Vulkan, "Cube Map Derivatives").
WGX_RULE void wgx_cube_gradient(const float d[3], const float dd[3], float out[3]) {
  int axes[3], signs[3];
  wgx_cube_axes(wgx_cube_face(d[0], d[1], d[2]), axes, signs);
  float ma = __builtin_fabsf(d[axes[0]]), dma = (float)signs[0] * dd[axes[0]];
  float sc = (float)signs[1] * d[axes[1]], tc = (float)signs[2] * d[axes[2]];
  out[0] = 0.5f * ((float)signs[1] * dd[axes[1]] * ma - sc * dma) / (ma * ma);
  out[1] = 0.5f * ((float)signs[2] * dd[axes[2]] * ma - tc * dma) / (ma * ma);
  out[2] = 0;
}

// A texel (i, j) of cube face `face` (n x n texels) that may lie one texel past an edge: moved
// onto the face it is on, found by projecting the direction of its centre again (in exact integer
// units of half a texel). 0 for a corner, a texel past two edges, which no face holds.
WGX_RULE int wgx_cube_texel(u32* face, long long* i, long long* j, long long n) {
  *i = *i < -1 ? -1 : n < *i ? n : *i;
  *j = *j < -1 ? -1 : n < *j ? n : *j;
  int in_i = *i >= 0 && *i < n, in_j = *j >= 0 && *j < n;
  if (in_i && in_j) return 1;
  if (!in_i && !in_j) return 0;
  int axes[3], signs[3];
  wgx_cube_axes(*face, axes, signs);
  long long d[3];
  d[axes[0]] = signs[0] * n;
  d[axes[1]] = signs[1] * (2 * *i + 1 - n);
  d[axes[2]] = signs[2] * (2 * *j + 1 - n);
  *face = wgx_cube_face((double)d[0], (double)d[1], (double)d[2]);
  wgx_cube_axes(*face, axes, signs);
  long long ma = d[axes[0]] < 0 ? -d[axes[0]] : d[axes[0]], sc = signs[1] * d[axes[1]], tc = signs[2] * d[axes[2]];
  long long ni = n * (sc + ma) / (2 * ma), nj = n * (tc + ma) / (2 * ma);
  *i = ni < 0 ? 0 : n - 1 < ni ? n - 1 : ni;
  *j = nj < 0 ? 0 : n - 1 < nj ? n - 1 : nj;
  return 1;
}

// Whether a comparison passes: the reference against the texel. `fn` is GPUCompareFunction
// numbered as exec::SamplerBinding::Compare: 0 none (a filtering sampler: passes), 1 never,
// 2 less, 3 equal, 4 less-equal, 5 greater, 6 not-equal, 7 greater-equal, 8 always.
WGX_RULE int wgx_compare_passes(u32 fn, float ref, float texel) {
  switch (fn) {
    case 1:
      return 0;
    case 2:
      return ref < texel;
    case 3:
      return ref == texel;
    case 4:
      return ref <= texel;
    case 5:
      return ref > texel;
    case 6:
      return ref != texel;
    case 7:
      return ref >= texel;
    default:
      return 1;
  }
}

// A texel of a sample that is a cube's or a comparison's, as the filter weighs it: its channels as
// floats, the first replaced by the comparison's 0 or 1 when `compare` is set (the reference
// clamped to [0, 1] for a unorm depth format, as Vulkan does). 0 for a cube corner. `layer` is the
// image of the view the sample lands on (a cube's first layer: its face is added), `at` the
// texel's integer coordinates before wrapping.
WGX_TEXEL_RULE int wgx_general_texel(const u8* data, u32 width, u32 height, u32 depth, u32 layer, u32 stride, u32 enc,
                                     u32 components, u32 bits, u32 axes, int cube, u32 face, const long long at[3],
                                     const u32 address[3], int compare, u32 fn, float ref, u32 words[4], float out[4]) {
  long long w[3] = {0, 0, 0};
  const u32 size[3] = {width, height, depth};
  u32 image = layer;
  if (cube) {
    u32 f = face;
    long long i = at[0], j = at[1];
    if (!wgx_cube_texel(&f, &i, &j, width)) return 0;
    w[0] = i, w[1] = j, image = layer + f;
  } else {
    for (u32 a = 0; a < axes; a++) w[a] = wgx_wrap(at[a], size[a], address[a]);
  }
  wgx_texel_decode(enc, components, bits,
                   data + wgx_texel_index((u32)w[0], (u32)w[1], (u32)w[2], image, width, height, depth) * stride,
                   words);
  for (int c = 0; c < 4; c++) out[c] = wgx_f(words[c]);
  if (compare) {
    float r = enc == WGX_TEXEL_UNORM ? (ref < 0.0f ? 0.0f : 1.0f < ref ? 1.0f : ref) : ref;
    out[0] = wgx_compare_passes(fn, r, out[0]) ? 1.0f : 0.0f;
  }
  return 1;
}

// One level of a cube (`cube`: (s, t) on `face` in coords[0..1]) or one sampled with a comparison,
// filtered: the texels of wgx_filter_plain's footprint, a cube's continuing across its edges onto
// the neighbouring faces and a missing corner texel replaced by the average of the three that meet
// there. `axes` is the coordinates' count (2 for a cube).
WGX_TEXEL_RULE void wgx_filter_general(const u8* data, u32 width, u32 height, u32 depth, u32 layer, u32 stride, u32 enc,
                                       u32 components, u32 bits, u32 axes, int cube, u32 face, const float coords[3],
                                       const i32 offset[3], int linear, const u32 address[3], int compare, u32 fn,
                                       float ref, float out[4]) {
  const u32 size[3] = {width, height, depth};
  long long first[3] = {0, 0, 0};
  float frac[3] = {0, 0, 0};
  for (u32 a = 0; a < axes; a++) first[a] = wgx_footprint(coords[a], size[a], offset[a], linear, &frac[a]);
  int corners = linear ? 1 << axes : 1, missing = -1;
  float values[8][4], weights[8];
  for (int corner = 0; corner < corners; corner++) {
    weights[corner] = 1;
    long long at[3] = {0, 0, 0};
    for (u32 k = 0; k < axes; k++) {
      int second = (corner >> k) & 1;
      weights[corner] *= second ? frac[k] : 1 - frac[k];
      at[k] = first[k] + second;
    }
    u32 words[4];
    if (!wgx_general_texel(data, width, height, depth, layer, stride, enc, components, bits, axes, cube, face, at,
                           address, compare, fn, ref, words, values[corner]))
      missing = corner;
  }
  if (missing >= 0) {
    for (int c = 0; c < 4; c++) {
      float sum = 0;
      for (int k = 0; k < corners; k++)
        if (k != missing) sum += values[k][c];
      values[missing][c] = sum / (float)(corners - 1);
    }
  }
  out[0] = out[1] = out[2] = out[3] = 0;
  for (int k = 0; k < corners; k++)
    for (int c = 0; c < 4; c++) out[c] += weights[k] * values[k][c];
}

// textureGather and textureGatherCompare on a cube or with a comparison: wgx_gather_plain's four
// texels and order, continued across a cube's edges (a missing corner: the average of the other
// three). `channel` is how the shader reads the texture's words: 0 float, 1 u32, 2 i32 (a
// comparison gives floats).
WGX_TEXEL_RULE void wgx_gather_general(const u8* data, u32 width, u32 height, u32 layer, u32 stride, u32 enc,
                                       u32 components, u32 bits, int cube, u32 face, const float coords[3],
                                       const i32 offset[3], const u32 address[3], u32 component, int compare, u32 fn,
                                       float ref, u32 channel, u32 out[4]) {
  float frac = 0;
  long long x0 = wgx_footprint(coords[0], width, offset[0], 1, &frac);
  long long y0 = wgx_footprint(coords[1], height, offset[1], 1, &frac);
  static const int order[4] = {2, 3, 1, 0};  // corners as bits (j << 1) | i
  int words_out = !compare && channel != 0, missing = -1;
  float sum = 0;
  long long word_sum = 0;
  for (int k = 0; k < 4; k++) {
    const long long at[3] = {x0 + (order[k] & 1), y0 + (order[k] >> 1), 0};
    u32 words[4];
    float v[4];
    if (!wgx_general_texel(data, width, height, 1, layer, stride, enc, components, bits, 2, cube, face, at, address,
                           compare, fn, ref, words, v)) {
      missing = k;
      continue;
    }
    if (words_out) {
      out[k] = words[component & 3u];
      word_sum += channel == 2 ? (long long)(i32)words[component & 3u] : (long long)words[component & 3u];
    } else {
      out[k] = wgx_w(v[component & 3u]);
      sum += v[component & 3u];
    }
  }
  if (missing >= 0) out[missing] = words_out ? (u32)(word_sum / 3) : wgx_w(sum / 3);
}

// The filter and the gather as compiled kernels call them: one copy per kernel of each (a copy at
// every sampling site made kernels of many samples slow to build), for rgba8unorm with its layout
// folded in and for any layout, known only when the kernel runs (the general filter tests for
// rgba8unorm itself).
WGX_TEXEL_CALLED void wgx_filter_plain_rgba8unorm(const u8* data, u32 width, u32 height, u32 depth, u32 layer, u32 axes,
                                                  const float coords[3], const i32 offset[3], int linear,
                                                  const u32 address[3], float out[4]) {
  if (axes == 2 && linear) {  // bilinear 2D, the common sample
    wgx_bilinear_rgba8unorm(data, width, height, depth, layer, coords, offset, address, out);
    return;
  }
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

WGX_TEXEL_CALLED void wgx_filter_general_any(const u8* data, u32 width, u32 height, u32 depth,
                                                                     u32 layer, u32 stride, u32 enc, u32 components,
                                                                     u32 bits, u32 axes, int cube, u32 face,
                                                                     const float coords[3], const i32 offset[3],
                                                                     int linear, const u32 address[3], int compare,
                                                                     u32 fn, float ref, float out[4]) {
  if (enc == WGX_TEXEL_UNORM && components == 4 && bits == 8 && !compare) {  // rgba8unorm, its layout folded in
    wgx_filter_general(data, width, height, depth, layer, 4, WGX_TEXEL_UNORM, 4, 8, axes, cube, face, coords, offset,
                       linear, address, 0, 0, ref, out);
    return;
  }
  wgx_filter_general(data, width, height, depth, layer, stride, enc, components, bits, axes, cube, face, coords, offset,
                     linear, address, compare, fn, ref, out);
}
WGX_TEXEL_CALLED void wgx_gather_general_any(const u8* data, u32 width, u32 height, u32 layer,
                                                                     u32 stride, u32 enc, u32 components, u32 bits,
                                                                     int cube, u32 face, const float coords[3],
                                                                     const i32 offset[3], const u32 address[3],
                                                                     u32 component, int compare, u32 fn, float ref,
                                                                     u32 channel, u32 out[4]) {
  wgx_gather_general(data, width, height, layer, stride, enc, components, bits, cube, face, coords, offset, address,
                     component, compare, fn, ref, channel, out);
}

#endif  // WGX_EXEC_TEXEL_RULES_H
