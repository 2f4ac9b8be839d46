// A storage pointer passed to a function that writes the first element.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn set_first(p: ptr<storage, array<u32>, read_write>, v: u32) { (*p)[0] = v; }
@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) i: u32) {
  set_first(&out, i);
}
// expect-race: 3:66 'out[0]' note 3:66
