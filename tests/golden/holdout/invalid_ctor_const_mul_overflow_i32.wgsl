const BIG: i32 = 65536 * 65536;

struct Pair {
  a: vec2<f32>,
  b: i32,
}

struct Outer {
  p: Pair,
  arr: array<u32, 3>,
  m: mat2x3<f32>,
}

@group(0) @binding(0) var<storage, read_write> sink: array<vec4<f32>, 16>;

@compute @workgroup_size(1)
fn main() {
  let v2 = vec2(1.0, 2.0);
  let v3 = vec3<f32>(v2, 3.0);
  let v4 = vec4f(v3.xy, v2);
  let vi = vec3i(1, -2, 3);
  let vu = vec3u(vi.zyx * vec3i(1));
  let vb = vec2<bool>(true, false);
  let splat = vec4<f32>(0.25);
  let zero_v = vec3<u32>();
  let conv = vec3f(vi);
  let m22 = mat2x2f(1.0, 0.0, 0.0, 1.0);
  let m23 = mat2x3<f32>(v3, vec3f(4.0, 5.0, 6.0));
  let m44 = mat4x4f();
  let m33 = mat3x3(vec3(1.0, 0.0, 0.0), vec3(0.0, 1.0, 0.0), vec3(0.0, 0.0, 1.0));
  let a1 = array<i32, 4>(1, 2, 3, 4);
  let a2 = array(1u, 2u, 3u);
  let a3 = array<vec2f, 2>();
  let p = Pair(vec2f(1.0), 7);
  let p0 = Pair();
  let o = Outer(p, a2, m23);
  let nested = array<array<f32, 2>, 2>(array<f32, 2>(1.0, 2.0), array(3.0, 4.0));
  let b = bool(1u);
  let i_from_f = i32(3.7);
  let u_from_b = u32(true);
  let f_from_i = f32(-3);
  sink[0] = v4;
  sink[1] = vec4f(conv, f32(a1[3]));
  sink[2] = vec4f(m22[1], m33[2].xy);
  sink[3] = vec4f(o.m[0], f32(o.p.b));
  sink[4] = m44[0] + splat + vec4f(vec3f(zero_v), nested[1][0]);
  sink[5] = vec4f(f32(vu.x), f32(u_from_b), f32(i_from_f), f_from_i);
  sink[6] = vec4f(a3[1], p0.a);
  sink[7] = select(vec4f(0.0), vec4f(1.0), b && vb.x);
}
