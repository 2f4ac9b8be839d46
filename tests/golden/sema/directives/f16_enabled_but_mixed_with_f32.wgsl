enable f16;
@group(0) @binding(0) var<storage, read_write> data: array<f16>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  let scale: f32 = 0.5;
  data[gid.x] = data[gid.x] * scale;
}
