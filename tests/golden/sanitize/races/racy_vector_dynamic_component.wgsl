// Invocations write components v[i] of one vector in storage memory.
@group(0) @binding(0) var<storage, read_write> vs: array<vec4<f32>, 2>;
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
  vs[0][i] = f32(i);
}
// expect-race: 5:3 'vs[0]' note 5:3
