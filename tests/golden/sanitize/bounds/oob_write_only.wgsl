// Only the write is out of bounds: index i * 2 into 16 elements.
@group(0) @binding(0) var<storage, read_write> out: array<u32, 16>;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  out[i * 2u] = i;
}
// expect-oob: 5:7 write index 16 bound 16
// expect-race: 5:3 'out[15]' note 5:3
