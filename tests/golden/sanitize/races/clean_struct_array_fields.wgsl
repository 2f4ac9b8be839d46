// An array of structs: each invocation writes both fields of its own element.
struct Item { pos: vec2<f32>, mass: f32 }
@group(0) @binding(0) var<storage, read_write> items: array<Item, 8>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  items[i].pos = vec2<f32>(f32(i), 0.0);
  items[i].mass = 1.0;
}
