// Golden execution test: quad operations. Jobs subgroup_quad*.job.json; the expected outputs (subgroup_quad*.expected.json)
// come from tools/gen_subgroup_goldens.py, a model of the spec: no oracle here runs subgroups.
enable subgroups;
diagnostic(off, subgroup_uniformity);
@group(0) @binding(0) var<storage, read_write> out: array<u32, 112>;
@group(0) @binding(1) var<storage, read_write> ofl: array<f32, 16>;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) l: u32) {
  let x = l * 10u + 1u;
  out[l] = quadBroadcast(x, 2);
  out[16 + l] = quadSwapX(x);
  out[32 + l] = quadSwapY(x);
  out[48 + l] = quadSwapDiagonal(x);
  let v = quadSwapDiagonal(vec2(l, 100u + l));
  out[64 + 2 * l] = v.x;
  out[65 + 2 * l] = v.y;
  out[96 + l] = 0xffffffffu;
  if (l % 4u != 1u) {
    out[96 + l] = quadSwapX(l);  // lane 0 of each quad reads the inactive lane 1: 0
  }
  ofl[l] = quadBroadcast(f32(l) + 0.5, 1u);
}
