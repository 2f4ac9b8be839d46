@group(0) @binding(0) var<storage, read_write> positions: array<vec4f>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  positions[gid.x] = vec3f(0.0, 1.0, 0.0);
}
