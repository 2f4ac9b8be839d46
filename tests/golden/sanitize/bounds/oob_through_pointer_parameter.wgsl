// An index out of range inside a function that gets the array by pointer.
@group(0) @binding(0) var<storage, read_write> out: array<u32, 8>;
var<workgroup> tile: array<u32, 8>;
fn read_at(p: ptr<workgroup, array<u32, 8>>, k: u32) -> u32 { return (*p)[k]; }
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  tile[i] = i;
  workgroupBarrier();
  out[i] = read_at(&tile, i + 4u);
}
// expect-oob: 4:75 read index 8 bound 8
