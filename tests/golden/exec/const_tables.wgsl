// Golden execution test: composite constants read at run-time indices: module and function
// lookup tables used in loops and in helper functions, nested arrays, a table of structures,
// abstract tables taking their concrete types, a constant copied into a variable and changed.
struct Tap { offset: i32, weight: f32 }
const WEIGHTS = array(0.0625, 0.25, 0.375, 0.25, 0.0625);
const TAPS = array(Tap(-1, 0.25), Tap(0, 0.5), Tap(1, 0.25));
const GRID = array(array(1, 2, 3), array(4, 5, 6), array(7, 8, 9));
const MASKS = array<vec2<u32>, 4>(vec2(1u, 2u), vec2(4u, 8u), vec2(16u, 32u), vec2(64u, 128u));
@group(0) @binding(0) var<storage, read> inp: array<f32, 16>;
@group(0) @binding(1) var<storage, read_write> out: array<f32, 40>;
fn tap_sum(i: i32) -> f32 {
  var s = 0.0;
  for (var t = 0u; t < 3u; t++) {
    let tap = TAPS[t];
    s += inp[u32(clamp(i + tap.offset, 0, 15))] * tap.weight;
  }
  return s;
}
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  const LOCAL = array(10u, 20u, 30u, 40u);
  var blur = 0.0;
  for (var k = 0u; k < 5u; k++) { blur += WEIGHTS[k] * inp[(li + k) % 16u]; }
  out[li] = blur;
  out[8u + li] = tap_sum(i32(li)) + tap_sum(i32(li) + 1);
  out[16u + li] = f32(GRID[li % 3u][(li / 3u) % 3u] + i32(LOCAL[li % 4u]));
  out[24u + li] = f32(MASKS[li % 4u][li % 2u] | MASKS[(li + 1u) % 4u].y);
  var w = WEIGHTS;
  w[li % 5u] = 2.0;
  out[32u + li] = w[li % 5u] + w[(li + 1u) % 5u] + WEIGHTS[li % 5u];
}
