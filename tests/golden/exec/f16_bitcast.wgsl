// Golden execution test: bitcasts between vec2<f16>/vec4<f16> and 32-bit scalars and vectors (NaN payloads kept). Expected output (f16_bitcast.expected.json) from
// tools/gen_f16_goldens.py, a model of the spec: no oracle here runs f16.
enable f16;
@group(0) @binding(0) var<storage, read> w: array<u32, 12>;
@group(0) @binding(1) var<storage, read_write> out: array<u32, 96>;
@group(0) @binding(2) var<storage, read_write> hv: array<vec4<f16>, 12>;
@compute @workgroup_size(12) fn main(@builtin(local_invocation_index) i: u32) {
  let u = w[i];
  let v = bitcast<vec2<f16>>(u);
  out[8u * i] = bitcast<u32>(v);  // NaN payloads survive
  out[8u * i + 1u] = bitcast<u32>(v.yx);
  out[8u * i + 2u] = select(0u, bitcast<u32>(v * 2.0h), all(v == v));
  out[8u * i + 3u] = bitcast<u32>(bitcast<vec2<f16>>(bitcast<f32>(u)));
  let q = bitcast<vec4<f16>>(vec2u(u, u ^ 0x80008000u));
  let back = bitcast<vec2<u32>>(q);
  out[8u * i + 4u] = back.x;
  out[8u * i + 5u] = back.y;
  out[8u * i + 6u] = bitcast<u32>(bitcast<vec2<f16>>(bitcast<i32>(u)));
  out[8u * i + 7u] = u32(v.x < v.y);
  hv[i] = q;
}
