enable subgroups;
diagnostic(warning, derivative_uniformity);
@group(0) @binding(2) var t: texture_2d<f32>;
@group(0) @binding(3) var s: sampler;
@group(0) @binding(0) var<storage, read_write> rw: array<u32, 8>;
@group(0) @binding(1) var<uniform> un: vec4u;
var<workgroup> wg: u32;
var<private> pv: u32;
fn h1(p: ptr<function, u32>, a: u32) {
  if (((3u < un.y || 4u == a) && ((*p) > a || 1u != un.x))) {
    (*p) ^= a;
    (*p) = 5u;
    switch (rw[0]) {
      case 0u: {
        (*p) = un.z;
        break;
      }
      default: {
        _ = dpdx(f32(5u));
        break;
      }
    }
    var v2 = un.x;
    return;
  }
  for (var k3 = 0u; k3 < un.y; k3++) {
    if ((un.y ^ 4u) > 5u) {
      _ = 2u;
    }
  }
}
@fragment fn main(@location(0) uv: vec2f, @builtin(position) pos: vec4f, @builtin(subgroup_invocation_id) sid: u32) {
  var v4 = un.z;
}
