// Golden execution test: copies of arrays too large to unroll (loops over elements): a private
// array into a function variable and back, a storage array into another, a nested array and a
// structure holding a large array, a large composite through a function parameter and result.
struct Big { n: u32, v: array<vec2<u32>, 130> }
@group(0) @binding(0) var<storage, read> src: array<u32, 300>;
@group(0) @binding(1) var<storage, read_write> dst: array<u32, 300>;
@group(0) @binding(2) var<storage, read_write> out: array<u32, 16>;
var<private> p: array<u32, 400>;
var<workgroup> grid: array<array<u32, 17>, 17>;
fn rotated(b: Big, k: u32) -> Big {
  var r = b;
  r.n = b.n + k;
  r.v[k] = vec2(k, b.v[k].x);
  return r;
}
@compute @workgroup_size(2) fn main(@builtin(local_invocation_index) li: u32) {
  if (li == 0u) { dst = src; }
  for (var i = 0u; i < 400u; i++) { p[i] = i * 3u + li; }
  var q = p;
  q[399] = 7u;
  p = q;
  out[li] = p[399] + p[300] + q[li];
  if (li == 0u) {
    for (var i = 0u; i < 17u; i++) { grid[i][16u - i] = i + 1u; }
  }
  workgroupBarrier();
  let g = grid;
  out[2u + li] = g[3][13] + g[16][0] * 100u;
  var b: Big;
  b.v[129] = vec2(9u, 8u);
  b.n = 5u;
  let r = rotated(rotated(b, li + 1u), 129u);
  out[4u + li] = r.n * 600u + r.v[129].x * 10u + r.v[li + 1u].x + r.v[li + 1u].y;
}
