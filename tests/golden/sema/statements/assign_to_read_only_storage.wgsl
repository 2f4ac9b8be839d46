@group(0) @binding(0) var<storage> input: array<f32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  input[gid.x] = input[gid.x] * 2.0;
}
