enable subgroups;
diagnostic(warning, derivative_uniformity);
@group(0) @binding(2) var t: texture_2d<f32>;
@group(0) @binding(3) var s: sampler;
@group(0) @binding(0) var<storage, read_write> rw: array<u32, 8>;
@group(0) @binding(1) var<uniform> un: vec4u;
var<workgroup> wg: u32;
var<private> pv: u32;
@fragment fn main(@location(0) uv: vec2f, @builtin(position) pos: vec4f, @builtin(subgroup_invocation_id) sid: u32) {
  while (1u < un.x) {
    @diagnostic(error, subgroup_uniformity) if (3u == pv) {
      _ = fwidthFine(f32(1u));
    } else {
      if (((un.x < u32(pos.y) || 0u > un.y) || u32(pos.y) > 4u)) {
        pv = 1u;
        continue;
      } else {
        _ = rw[0];
      }
      var v1 = 1u;
    }
    return;
  }
  _ = quadSwapY(0u);
  pv += 1u;
  return;
}
