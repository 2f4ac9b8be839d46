// Golden execution test: f16 +, -, *, /, %, negation and comparisons: rounding to even at each operation, overflow to infinity, subnormals. Expected output (f16_arith.expected.json) from
// tools/gen_f16_goldens.py, a model of the spec: no oracle here runs f16.
enable f16;
@group(0) @binding(0) var<storage, read> inp: array<vec2<f16>>;  // (a, b) pairs
@group(0) @binding(1) var<storage, read_write> out: array<f16>;
@group(0) @binding(2) var<storage, read_write> cmp: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3u) {
  let i = id.x;
  let a = inp[i].x;
  let b = inp[i].y;
  out[6u * i] = a + b;
  out[6u * i + 1u] = a - b;
  out[6u * i + 2u] = a * b;
  out[6u * i + 3u] = select(a / b, 0.0h, a == 0.0h && b == 0.0h);  // not NaN, whose bits WGSL leaves open
  out[6u * i + 4u] = select(a % b, 0.0h, b == 0.0h);
  out[6u * i + 5u] = -a;
  cmp[i] = u32(a < b) | (u32(a <= b) << 1u) | (u32(a == b) << 2u) | (u32(a != b) << 3u) | (u32(a > b) << 4u) |
           (u32(a >= b) << 5u);
}
