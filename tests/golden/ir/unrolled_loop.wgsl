// A loop with a constant trip count over a private array: the passes unroll it.
var<private> acc: array<u32, 4>;
@group(0) @binding(0) var<storage, read_write> out: array<u32, 4>;
@compute @workgroup_size(1) fn main() {
  for (var i = 0u; i < 4u; i++) {
    acc[i] = i * i + 1u;
  }
  for (var i = 0u; i < 4u; i++) {
    out[i] = acc[3u - i];
  }
}
