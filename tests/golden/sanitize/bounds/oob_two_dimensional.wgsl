// A 4x4 array indexed by a row one too far.
@group(0) @binding(0) var<storage, read_write> out: array<array<u32, 4>, 4>;
@compute @workgroup_size(4, 4)
fn main(@builtin(local_invocation_id) lid: vec3<u32>) {
  out[lid.y + 1u][lid.x] = lid.x;
}
// expect-oob: 5:7 write index 4 bound 4
// expect-race: 5:3 'out[3][0]' note 5:3
