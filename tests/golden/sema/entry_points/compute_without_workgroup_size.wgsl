@group(0) @binding(0) var<storage, read_write> data: array<f32>;
@compute
fn main(@builtin(global_invocation_id) gid: vec3u) {
  data[gid.x] *= 2.0;
}
