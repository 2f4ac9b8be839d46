// Golden execution test: workgroup memory starts zeroed in every workgroup, private and function
// variables start zeroed, and robust access clamps each level of nested arrays (workgroup,
// storage structs, uniform arrays of vectors).
struct Cell { v: array<vec2<u32>, 3>, k: u32 }
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(1) var<storage, read_write> cells: array<Cell, 2>;
@group(0) @binding(2) var<uniform> idx: array<vec4<u32>, 2>;
var<workgroup> hits: atomic<u32>;
var<workgroup> grid: array<array<u32, 3>, 2>;
var<private> pv: array<u32, 2>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32, @builtin(workgroup_id) w: vec3<u32>) {
  let before = atomicAdd(&hits, 1u);
  var fv: vec3<u32>;
  grid[idx[0].x][li] = li + 1u;          // idx[0].x = 5 clamps to 1; li = 3 clamps to 2
  workgroupBarrier();
  let o = (w.x * 4u + li) * 4u;
  out[o] = u32(before < 4u) + pv[li] + fv.y;
  out[o + 1u] = grid[1][2] + grid[0][0] * 100u;
  out[o + 2u] = atomicLoad(&hits);
  if (w.x == 0u && li < 2u) { cells[idx[1].y].v[idx[1].z][idx[li].w] = o; }   // each index clamped
  out[o + 3u] = idx[li + 7u].x;
}
