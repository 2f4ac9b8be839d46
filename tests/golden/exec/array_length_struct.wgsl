// Golden execution test: array length struct (job in array_length_struct.job.json).
struct S { header: vec2<u32>, data: array<u32> }
@group(0) @binding(0) var<storage, read_write> s: S;
@group(0) @binding(1) var<storage, read_write> plain: array<vec2<f32>>;
@compute @workgroup_size(1) fn main() {
  s.header = vec2(arrayLength(&s.data), arrayLength(&plain));
  s.data[arrayLength(&s.data) - 1u] = 77u;
  s.data[1000u] += 1u;
  plain[5u].y = 3.0;
}
