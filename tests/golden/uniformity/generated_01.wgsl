enable subgroups;
diagnostic(warning, derivative_uniformity);
@group(0) @binding(2) var t: texture_2d<f32>;
@group(0) @binding(3) var s: sampler;
@group(0) @binding(0) var<storage, read_write> rw: array<u32, 8>;
@group(0) @binding(1) var<uniform> un: vec4u;
var<workgroup> wg: u32;
var<private> pv: u32;
fn h1(p: ptr<function, u32>, a: u32) {
  while (a == un.y) {
    _ = quadSwapY(un.y);
  }
}
fn h2(p: ptr<function, u32>, a: u32) {
  if (un.x < rw[0]) {
    switch (pv) {
      case 0u: {
        h1(&(*p), a);
      }
      default: {
        (*p) = 1u;
        break;
      }
    }
    while ((5u == un.x && un.y == 8u)) {
      var v3 = a;
      _ = dpdx(f32((un.x & un.z)));
    }
    return;
  }
  return;
}
fn h4(a: u32) -> u32 {
  while ((un.x > a && un.x < a)) {
    var v5 = 2u;
    _ = quadSwapY(a);
  }
  pv = un.z;
  _ = rw[0];
  _ = a;
  return 8u;
}
@fragment fn main(@location(0) uv: vec2f, @builtin(position) pos: vec4f, @builtin(subgroup_invocation_id) sid: u32) {
  var v6 = un.y;
  return;
}
