// Golden execution test: uniform params (job in uniform_params.job.json).
struct Params { scale: f32, offset: f32, n: u32, mode: i32 }
@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(16) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
  if (g.x >= params.n) { return; }
  var v = f32(g.x) * params.scale + params.offset;
  if (params.mode < 0) { v = -v; }
  out[g.x] = v;
}
