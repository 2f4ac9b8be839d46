// Comparisons that look like template lists but are not.
const N: i32 = 8;

@group(0) @binding(0) var<storage, read_write> flags: array<u32>;
@group(0) @binding(1) var<storage, read> values: array<i32>;

fn in_range(a: i32, lo: i32, hi: i32) -> bool {
  return a<hi && a>lo;
}

fn either(a: i32, b: i32) -> bool {
  return a<N || b>N;
}

fn nested(a: i32, b: i32) -> u32 {
  let table = array<u32, 2>(7u, 9u);
  return table[u32(a<b)];
}

@compute @workgroup_size(64, 1, 1u)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  let i = i32(gid.x);
  if (gid.x >= arrayLength(&values)) {
    return;
  }
  let v = values[gid.x];
  var f = 0u;
  f |= select(0u, 1u, in_range(v, -N, N));
  f |= select(0u, 2u, either(v, i));
  f |= nested(v, i) << 2u;
  f |= select(0u, 64u, (v < i) == (i > v));
  let shifted = vec2<i32>(v >> 1u, i << 2u);
  f += u32(shifted.x >= shifted.y);
  flags[gid.x] = f;
}
