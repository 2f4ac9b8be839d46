// Golden execution test: a zero value stored into a buffer writes the members and leaves the
// padding bytes as they were (the buffers start as 0xdeadbeef): nested structures with vec3
// members (CTS padding:struct_nested), matrices with vec3 columns, and an array of vec3 long
// enough to be zeroed in a loop. The whole-size zeroing once cleared the padding too.
struct S1 { a: u32, b: vec3<u32>, c: vec2<u32>, }
struct S2 { a2: u32, b2: S1, c2: S1, }
struct S3 { a3: S1, b3: S2, c3: S2, }
struct M { m: mat3x3<f32>, h: mat2x3<f32>, }
@group(0) @binding(0) var<storage, read_write> s: S3;
@group(0) @binding(1) var<storage, read_write> m: array<M, 2>;
@group(0) @binding(2) var<storage, read_write> v: array<vec3<u32>, 300>;
@compute @workgroup_size(1) fn main() {
  s = S3();
  m[1] = M();
  v = array<vec3<u32>, 300>();
}
