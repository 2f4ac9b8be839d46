// The unguarded global_invocation_id index of the reference sheet: 100 values, two workgroups of 64.
// sanitize-dispatch: 2
@group(0) @binding(0) var<storage, read_write> data: array<f32, 100>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  data[gid.x] = data[gid.x] * 2.0;
}
// expect-oob: 6:22 read index 100 bound 100
// expect-oob: 6:8 write index 100 bound 100
// expect-race: 6:3 'data[99]' note 6:17
// expect-race: 6:3 'data[99]' note 6:3
