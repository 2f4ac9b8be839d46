// The non-atomic counter of the reference sheet.
@group(0) @binding(0) var<storage, read_write> counter: u32;
@compute @workgroup_size(64)
fn main() {
  counter = counter + 1u;
}
// expect-race: 5:3 'counter' note 5:13
// expect-race: 5:3 'counter' note 5:3
