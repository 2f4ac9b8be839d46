// Golden execution test: struct memory (job in struct_memory.job.json).
struct Item { pos: vec3<f32>, id: u32, tags: array<u32, 3>, w: f32 }
struct Buf { count: u32, items: array<Item, 4> }
@group(0) @binding(0) var<storage, read_write> b: Buf;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  b.items[li].pos = vec3(f32(li), 2.0 * f32(li), -1.0);
  b.items[li].pos.y += 0.5;
  b.items[li].id = li * 3u;
  b.items[li].tags[li % 3u] = 9u + li;
  b.items[li].w = b.items[li].pos.x + b.items[li].pos.y;
  if (li == 0u) { b.count = 4u; }
}
