// The vector index masked into range.
@group(0) @binding(0) var<storage, read_write> out: array<f32, 8>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  let v = vec4<f32>(1.0, 2.0, 3.0, 4.0);
  out[i] = v[i & 3u];
}
