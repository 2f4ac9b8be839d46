// A runtime-sized array bound to a buffer of 40 elements, indexed up to 63.
// sanitize-buffer: 0:0 160
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  data[gid.x] = gid.x;
}
// expect-oob: 6:8 write index 40 bound 40
// expect-race: 6:3 'data[39]' note 6:3
