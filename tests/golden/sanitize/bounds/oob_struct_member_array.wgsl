// An array member of a struct indexed past its end.
struct Params { count: u32, values: array<u32, 4> }
@group(0) @binding(0) var<storage, read_write> p: Params;
@compute @workgroup_size(6)
fn main(@builtin(local_invocation_index) i: u32) {
  p.values[i] = i;
}
// expect-oob: 6:12 write index 4 bound 4
// expect-race: 6:3 'p.values[3]' note 6:3
