// Matrices in memory and as operands: a product with a vector, a transpose, a column store and
// a conversion from f32 to f16 column by column.
enable f16;
@group(0) @binding(0) var<storage, read_write> m: mat3x3<f32>;
@group(0) @binding(1) var<storage, read_write> out: vec3<f32>;
@group(0) @binding(2) var<storage, read_write> h: mat2x2<f16>;
@compute @workgroup_size(1) fn main() {
  let t = transpose(m);
  out = t * vec3<f32>(1.0, 2.0, 3.0);
  m[1] = vec3<f32>(0.0);
  h = mat2x2<f16>(mat2x2<f32>(m[0].xy, m[2].xy));
}
