// Every invocation reads the same input; each writes its own output.
// sanitize-dispatch: 2
@group(0) @binding(0) var<storage, read> input: array<u32, 4>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  out[gid.x] = input[0] + input[gid.x % 4u];
}
