// A loop whose strides overlap between invocations.
// sanitize-dispatch: 2
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  for (var k = 0u; k < 4u; k++) {
    out[k * 4u + gid.x] = k;
  }
}
// expect-race: 7:5 'out[4]' note 7:5
