enable subgroups;
diagnostic(warning, derivative_uniformity);
@group(0) @binding(2) var t: texture_2d<f32>;
@group(0) @binding(3) var s: sampler;
@group(0) @binding(0) var<storage, read_write> rw: array<u32, 8>;
@group(0) @binding(1) var<uniform> un: vec4u;
var<workgroup> wg: u32;
var<private> pv: u32;
fn h1(a: u32) {
  pv = 0u;
  for (var k2 = 0u; k2 < rw[0]; k2++) {
    loop {
      if (a != rw[0]) { break; }
      @diagnostic(info, subgroup_uniformity) if (5u < un.y) {
        _ = textureSample(t, s, vec2f(f32(a)));
      } else {
        _ = quadSwapY((a * rw[0]));
      }
      break;
    }
    break;
  }
  _ = dpdx(f32(a));
}
fn h3(p: ptr<function, u32>, a: u32) {
  _ = fwidthFine(f32(6u));
}
@fragment fn main(@location(0) uv: vec2f, @builtin(position) pos: vec4f, @builtin(subgroup_invocation_id) sid: u32) {
  while (pv != (sid * un.z)) {
    h1(1u);
    pv += 1u;
    pv += 1u;
  }
  while (1u > 4u) {
    for (var k4 = 0u; k4 < pv; k4++) {
      if (un.x < un.z) {
        h1(4u);
        continue;
      } else {
        h1(k4);
      }
      if (((un.x < u32(pos.y) && un.x != k4) && k4 != k4)) {
        h1(4u);
        _ = quadSwapY(2u);
      } else {
        _ = textureSample(t, s, vec2f(f32(pv)));
        pv = k4;
      }
      break;
    }
  }
  for (var k5 = 0u; k5 < 6u; k5++) {
    h1(un.y);
    while (un.z > 5u) {
      h1((un.x + pv));
      var v6 = u32(pos.y);
    }
  }
  pv = un.z;
}
