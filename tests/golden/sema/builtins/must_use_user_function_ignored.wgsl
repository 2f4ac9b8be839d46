@must_use
fn compute_index(x: u32, y: u32) -> u32 { return y * 16u + x; }
@compute @workgroup_size(16, 16)
fn main(@builtin(local_invocation_id) lid: vec3u) {
  compute_index(lid.x, lid.y);
}
