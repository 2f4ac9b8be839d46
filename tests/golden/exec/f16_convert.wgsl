// Golden execution test: conversions to and from f16: rounding, overflow, saturation at +-65504, NaN to 0, bool. Expected output (f16_convert.expected.json) from
// tools/gen_f16_goldens.py, a model of the spec: no oracle here runs f16.
enable f16;
@group(0) @binding(0) var<storage, read> f: array<f32, 20>;
@group(0) @binding(1) var<storage, read> hv: array<f16, 16>;
@group(0) @binding(2) var<storage, read> iv: array<i32, 16>;
@group(0) @binding(3) var<storage, read_write> from_f32: array<f16, 20>;
@group(0) @binding(4) var<storage, read_write> to_int: array<vec4<u32>, 16>;  // i32, u32, f32 bits, bool
@group(0) @binding(5) var<storage, read_write> from_int: array<vec2<f16>, 16>;  // from i32, from u32
@group(0) @binding(6) var<storage, read_write> misc: array<f16, 6>;
@compute @workgroup_size(32) fn main(@builtin(local_invocation_index) i: u32) {
  if (i < 20u) {
    from_f32[i] = f16(f[i]);
  }
  if (i < 16u) {
    let x = hv[i];
    to_int[i] = vec4(bitcast<u32>(i32(x)), u32(x), bitcast<u32>(f32(x)), u32(bool(x)));
    from_int[i] = vec2(f16(iv[i]), f16(bitcast<u32>(iv[i])));
  }
  if (i == 0u) {
    let t = i == 0u;
    misc[0] = f16(t);
    misc[1] = f16(!t);
    let a: f16 = 0.1;  // an abstract float rounds once, to the nearest half
    misc[2] = a;
    misc[3] = 2049;
    let big = f[4];  // 1e10: beyond f16, so the conversion happens at run time
    var v = vec3<f16>(vec3<f32>(big, -big, 0.25));
    misc[4] = v.x + v.y * 0.0h;  // inf + -inf * 0 = NaN: written as a bool below instead
    misc[4] = f16(misc[4] != misc[4]);
    misc[5] = v.z;
  }
}
