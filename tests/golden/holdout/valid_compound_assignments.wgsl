struct Accum {
  i: i32,
  u: u32,
  f: f32,
  v: vec3<f32>,
  m: mat2x2<f32>,
}

@group(0) @binding(0) var<storage, read_write> acc: array<Accum>;

@compute @workgroup_size(16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  let k = gid.x;
  var a = acc[k];
  a.i += 3;
  a.i -= 1;
  a.i *= 2;
  a.i /= 3;
  a.i %= 7;
  a.i &= 0xff;
  a.i |= 0x100;
  a.i ^= 0x55;
  a.i <<= 2u;
  a.i >>= 1u;
  a.u += 1u;
  a.u <<= 3u;
  a.u >>= 1u;
  a.u++;
  a.u--;
  a.f += 0.5;
  a.f *= 2.0;
  a.f /= 3.0;
  a.f -= 0.25;
  a.f %= 2.0;
  a.v *= 2.0;
  a.v += vec3<f32>(1.0);
  a.v.x -= 1.0;
  a.v[1] /= 2.0;
  a.m *= mat2x2<f32>(1.0, 0.0, 0.0, 1.0);
  a.m += a.m;
  a.m[0] *= 0.5;
  a.v *= mat3x3<f32>(vec3<f32>(1.0, 0.0, 0.0), vec3<f32>(0.0, 1.0, 0.0), vec3<f32>(0.0, 0.0, 1.0));
  acc[k] = a;
}
