// Golden execution test: compound assignment of matrices (m += n, m -= n, m *= k, m *= n) in
// function, private and storage memory, and v *= m on vectors.
@group(0) @binding(0) var<storage, read> inp: array<f32, 8>;
@group(0) @binding(1) var<storage, read_write> sm: array<mat3x3<f32>, 2>;
@group(0) @binding(2) var<storage, read_write> out: array<f32, 24>;
var<private> pm: mat2x3<f32>;
@compute @workgroup_size(2) fn main(@builtin(local_invocation_index) li: u32) {
  let k = inp[li];
  var m = mat2x2<f32>(inp[0], inp[1], inp[2], inp[3]);
  m += mat2x2<f32>(1.0, k, 2.0, 3.0);
  m -= mat2x2(vec2(0.5, 0.25), vec2(k, 1.0));
  m *= 2.0;
  m *= 3;
  m *= mat2x2<f32>(0.0, 1.0, inp[4], k);
  out[li * 4u] = m[0].x; out[li * 4u + 1u] = m[0].y; out[li * 4u + 2u] = m[1].x; out[li * 4u + 3u] = m[1].y;
  var v = vec2<f32>(inp[5], 2.0);
  v *= m;
  out[8u + li * 2u] = v.x; out[9u + li * 2u] = v.y;
  pm = mat2x3<f32>(vec3(k), vec3(1.0, 2.0, 3.0));
  pm -= mat2x3<f32>(1.0, 2.0, 3.0, 4.0, 5.0, 6.0) * k;
  out[12u + li] = pm[0].y + pm[1].z;
  sm[li] = mat3x3<f32>(k, 1.0, 0.0, 0.0, 2.0, k, 1.0, 0.0, 3.0);
  sm[li] *= sm[li];
  sm[li] += mat3x3<f32>();
  sm[li][li] *= 0.5;
  var w = vec3<f32>(1.0, inp[6], inp[7]);
  w *= sm[li];
  out[14u + li * 3u] = w.x; out[15u + li * 3u] = w.y; out[16u + li * 3u] = w.z;
}
