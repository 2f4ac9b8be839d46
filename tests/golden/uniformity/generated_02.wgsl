enable subgroups;
diagnostic(error, derivative_uniformity);
@group(0) @binding(2) var t: texture_2d<f32>;
@group(0) @binding(3) var s: sampler;
@group(0) @binding(0) var<storage, read_write> rw: array<u32, 8>;
@group(0) @binding(1) var<uniform> un: vec4u;
var<workgroup> wg: u32;
var<private> pv: u32;
fn h1(a: u32) -> u32 {
  pv += 1u;
  return a;
}
fn h2(p: ptr<function, u32>, a: u32) {
  _ = workgroupUniformLoad(&wg);
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32, @builtin(workgroup_id) wid: vec3u) {
  if ((select(1u, wid.x, 4u > un.x) == 1u && (li != 1u && wid.x > un.x))) {
    pv = 1u;
    if (rw[0] > 0u) {
      pv += 1u;
      return;
    }
    pv += 1u;
    return;
  }
  while ((4u != h1(un.x) || pv == pv)) {
    var v3 = 7u;
    switch (wg) {
      case 0u: {
        v3 = pv;
        v3 ^= 4u;
        break;
      }
      default: {
        v3 = wid.x;
      }
    }
    if (wg != v3) {
      v3 ^= (v3 + pv);
      h2(&v3, wid.x);
    }
  }
  pv = h1(un.x);
  return;
}
