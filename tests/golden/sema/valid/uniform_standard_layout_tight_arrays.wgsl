struct Weights {
  count: u32,
  values: array<f32, 8>,
  offsets: array<vec2f, 4>,
}
struct Inner { a: f32 }
struct Outer { inner: Inner, b: f32 }
@group(0) @binding(0) var<uniform> weights: Weights;
@group(0) @binding(1) var<uniform> outer: Outer;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(1)
fn main() {
  var s = 0.0;
  for (var i = 0u; i < weights.count; i++) {
    s += weights.values[i] + weights.offsets[i % 4u].x;
  }
  out[0] = s + outer.inner.a + outer.b;
}
