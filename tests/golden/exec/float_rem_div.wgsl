// Golden execution test: float remainder and division (by zero too), negative zero, integer-to-float rounding.
@group(0) @binding(0) var<storage, read> inp: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(6) fn main(@builtin(local_invocation_index) li: u32) {
  let x = inp[li];
  let y = inp[li + 6u];
  out[li * 4u] = x % y;
  out[li * 4u + 1u] = x / y;
  out[li * 4u + 2u] = -x * 0.0;
  out[li * 4u + 3u] = f32(u32(16777217u + li)) + f32(i32(li) - 16777219);
}
