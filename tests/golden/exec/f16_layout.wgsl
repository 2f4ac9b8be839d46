// Golden execution test: f16 in memory: struct layout (vec3<f16> aligned to 8, arrays of stride 2, mat2x3<f16>), uniform, workgroup, private and function variables, clamped indices, and invocations of several workgroups writing the two halves of each word. Expected output (f16_layout.expected.json) from
// tools/gen_f16_goldens.py, a model of the spec: no oracle here runs f16.
enable f16;
struct S {
  a: f16,             // 0
  v3: vec3<f16>,      // 8 (vec3<f16>: align 8, size 6)
  b: f16,             // 14
  v2: vec2<f16>,      // 16
  arr: array<f16, 3>, // 20, stride 2
  v4: vec4<f16>,      // 32
  c: f32,             // 40
  m: mat2x3<f16>,     // 48, columns 8 bytes apart
}                     // size 64
struct U { v: vec4<f16>, s: f16, t: vec2<f16> }  // 0, 8, 12
@group(0) @binding(0) var<storage, read_write> s: S;
@group(0) @binding(1) var<storage, read_write> halves: array<f16>;
@group(0) @binding(2) var<uniform> u: U;
@group(0) @binding(3) var<storage, read_write> out: array<f16, 72>;
var<workgroup> wg: array<f16, 65>;
var<private> p: array<vec3<f16>, 4>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32, @builtin(workgroup_id) w: vec3u) {
  halves[w.x * 64u + l] = f16(w.x * 64u + l) * 0.5h;  // neighbouring lanes and workgroups share words
  if (w.x != 0u) {
    return;
  }
  wg[l] = f16(l);
  workgroupBarrier();
  out[l] = wg[63u - l] + wg[l + 1u] * 0.25h;
  if (l == 0u) {
    s.a = 1.5h;
    s.v3 = vec3h(1, 2, 3);
    s.v3[u32(u.s)] = 7.0h;  // u.s = 2: v3.z
    s.v3.y += 0.5h;
    s.b = -2.0h;
    s.v2 = u.t;
    for (var k = 0u; k < 3u; k++) {
      s.arr[k] = f16(k) + 10.0h;
    }
    s.arr[u32(u.v.w)] = 99.0h;  // u.v.w = 9: clamped to the last element
    s.v4 = u.v.wzyx;
    s.c = f32(s.v3.z) + 0.25;
    s.m = mat2x3h(1, 2, 3, 4, 5, 6);
    s.m[1].y = -1.0h;
    let mv = s.m * vec2h(2, 0.5);
    p[3] = mv;
    var f = array<vec3<f16>, 2>(p[3], vec3h(u.v.xyz));
    f[1].x = f[1].y * f[0].z;
    out[64] = f[0].x;
    out[65] = f[0].y;
    out[66] = f[0].z;
    out[67] = f[1].x;
    out[68] = f[1].y;
    out[69] = f[1].z;
    out[70] = dot(s.v3, u.v.xyz);
    out[71] = s.arr[2];
  }
}
