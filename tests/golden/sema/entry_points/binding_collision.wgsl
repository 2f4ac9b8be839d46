@group(0) @binding(0) var<storage, read> input: array<f32>;
@group(0) @binding(0) var<storage, read_write> output: array<f32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  output[gid.x] = input[gid.x];
}
