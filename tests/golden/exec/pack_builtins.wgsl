// Golden execution test: pack/unpack builtins, packed 4x8 dot products, ldexp, quantizeToF16.
@group(0) @binding(0) var<storage, read> f: array<f32>;
@group(0) @binding(1) var<storage, read> w: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main() {
  let v = vec4(f[0], f[1], f[2], f[3]);
  out[0] = pack4x8snorm(v); out[1] = pack4x8unorm(v);
  out[2] = pack2x16snorm(v.xy); out[3] = pack2x16unorm(v.zw); out[4] = pack2x16float(v.yz * 1000.0);
  let a = unpack4x8snorm(w[0]); out[5] = bitcast<u32>(a.x); out[6] = bitcast<u32>(a.w);
  let b = unpack4x8unorm(w[0]); out[7] = bitcast<u32>(b.y);
  let c = unpack2x16snorm(w[1]); out[8] = bitcast<u32>(c.x); out[9] = bitcast<u32>(c.y);
  let d = unpack2x16unorm(w[1]); out[10] = bitcast<u32>(d.y);
  let h = unpack2x16float(w[2]); out[11] = bitcast<u32>(h.x); out[12] = bitcast<u32>(h.y);
  out[13] = dot4U8Packed(w[0], w[1]); out[14] = u32(dot4I8Packed(w[0], w[1]));
  out[15] = pack4xI8(vec4<i32>(-1, 200, 3, -128)); out[16] = pack4xU8Clamp(vec4(1u, 300u, 7u, 255u));
  out[17] = pack4xI8Clamp(vec4(-300, 5, 127, 128)); let u = unpack4xI8(w[0]); out[18] = bitcast<u32>(u.x + u.y + u.z + u.w);
  let uu = unpack4xU8(w[0]); out[19] = uu.x + uu.w; out[20] = pack4xU8(vec4(1u, 2u, 3u, 260u));
  out[21] = bitcast<u32>(ldexp(f[0], -3)); out[22] = bitcast<u32>(ldexp(f[1], i32(w[3])));
  out[23] = bitcast<u32>(quantizeToF16(f[2])); out[24] = bitcast<u32>(quantizeToF16(f[3] * 1e-6));
}
