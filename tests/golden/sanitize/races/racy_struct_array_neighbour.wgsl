// An invocation writes a field of its neighbour's element that the neighbour also writes.
struct Item { pos: vec2<f32>, mass: f32 }
@group(0) @binding(0) var<storage, read_write> items: array<Item, 8>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  items[i].mass = 1.0;
  items[(i + 1u) % 8u].mass = 2.0;
}
// expect-race: 7:3 'items[1].mass' note 6:3
