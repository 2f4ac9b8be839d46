// Each invocation writes the components of its own vector.
@group(0) @binding(0) var<storage, read_write> vs: array<vec4<f32>, 4>;
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
  vs[i].x = f32(i);
  vs[i].w = 1.0;
}
