struct Aabb {
  min_x: f32,
  max_x: f32,
  min_y: f32,
  max_y: f32,
  id: u32,
}

struct PairList {
  count: atomic<u32>,
  pairs: array<vec2<u32>>,
}

@group(0) @binding(0) var<storage, read> sorted_boxes: array<Aabb>;
@group(0) @binding(1) var<storage, read_write> pair_list: PairList;

fn overlaps_y(a: Aabb, b: Aabb) -> bool {
  return a.min_y <= b.max_y && b.min_y <= a.max_y;
}

@compute @workgroup_size(64)
fn sweep(@builtin(global_invocation_id) gid: vec3<u32>) {
  let n = arrayLength(&sorted_boxes);
  let i = gid.x;
  if (i >= n) {
    return;
  }
  let a = sorted_boxes[i];
  var j = i + 1u;
  loop {
    if (j >= n) { break; }
    let b = sorted_boxes[j];
    if (b.min_x > a.max_x) { break; }
    if (overlaps_y(a, b)) {
      let slot = atomicAdd(&pair_list.count, 1u);
      if (slot < arrayLength(&pair_list.pairs)) {
        pair_list.pairs[slot] = vec2<u32>(min(a.id, b.id), max(a.id, b.id));
      }
    }
    continuing {
      j += 1u;
    }
  }
}
