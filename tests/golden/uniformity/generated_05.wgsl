enable subgroups;
diagnostic(off, derivative_uniformity);
@group(0) @binding(2) var t: texture_2d<f32>;
@group(0) @binding(3) var s: sampler;
@group(0) @binding(0) var<storage, read_write> rw: array<u32, 8>;
@group(0) @binding(1) var<uniform> un: vec4u;
var<workgroup> wg: u32;
var<private> pv: u32;
@diagnostic(info, derivative_uniformity) fn h1(a: u32) -> u32 {
  if (un.z < pv) {
    pv = ((rw[0] ^ 5u) & 5u);
  } else {
    _ = subgroupAdd(0u);
    _ = fwidthFine(f32(5u));
    return (un.z ^ (2u * un.x));
  }
  loop {
    if (((un.y > a || 1u > a) || (un.y != a || 1u < a))) { break; }
    switch ((a ^ a)) {
      case 0u: {
        var v2 = 5u;
        v2 = un.x;
      }
      default: {
        pv += 1u;
        @diagnostic(info, derivative_uniformity) if (un.x < a) {
          pv = rw[0];
        }
      }
    }
    continue;
    continuing {
      _ = fwidthFine(f32(un.y));
      pv += 1u;
      pv = un.z;
      break if select(un.x, pv, un.y > 8u) > 2u;
    }
  }
  pv += 1u;
  return un.z;
}
@fragment fn main(@location(0) uv: vec2f, @builtin(position) pos: vec4f, @builtin(subgroup_invocation_id) sid: u32) {
  while ((un.x ^ 1u) > rw[0]) {
    pv += 1u;
  }
  _ = quadSwapY(un.z);
  pv = un.z;
}
