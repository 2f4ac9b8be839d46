// Subgroup values and operations in a fragment shader. How an implementation groups fragments
// into subgroups, and which lanes are active, is its own (lavapipe leaves lanes of a fully
// covered target inactive, wgx runs full subgroups of its device's size), so each channel checks
// what holds on any of them: the active count agrees with the ballot and lies in [1, size], the
// invocation ids lie below the size, the first active id is the smallest, one lane is elected.
enable subgroups;

@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
  let p = array(vec2f(-1, -1), vec2f(3, -1), vec2f(-1, 3));
  return vec4f(p[i], 0, 1);
}

@fragment fn fs(@builtin(subgroup_size) size: u32, @builtin(subgroup_invocation_id) id: u32) -> @location(0) vec4f {
  let count = subgroupAdd(1u);
  let ballot = subgroupBallot(true);
  let bits = countOneBits(ballot.x) + countOneBits(ballot.y) + countOneBits(ballot.z) + countOneBits(ballot.w);
  let first = subgroupBroadcastFirst(id);
  let largest = subgroupMax(id);
  let smallest = subgroupMin(id);
  let elected = subgroupAdd(select(0u, 1u, subgroupElect()));
  let r = count == bits && count >= 1u && count <= size;
  let g = id < size && first <= id && first == smallest && largest < size;
  let b = elected == 1u && (ballot[id / 32u] & (1u << (id % 32u))) != 0u;
  return vec4f(f32(r), f32(g), f32(b), 1);
}
