// Invocations write strided elements in a loop; no two ever touch one element.
// sanitize-dispatch: 2
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  for (var k = 0u; k < 4u; k++) {
    out[k * 16u + gid.x] = k;
  }
}
