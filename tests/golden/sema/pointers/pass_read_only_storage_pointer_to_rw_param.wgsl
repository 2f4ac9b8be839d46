@group(0) @binding(0) var<storage> input: array<f32>;
fn scale(p: ptr<storage, array<f32>, read_write>, i: u32) { p[i] *= 2.0; }
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  scale(&input, gid.x);
}
