// Golden execution test: override-expressions that size workgroup arrays and the workgroup and
// feed values: builtin calls (min, max, select), shifts, comparisons, bit operators.
override N: u32 = 4u;
override M = max(N, 3u) << 1u;
override F = select(1.0, 2.0, N > 2u);
override B = (N & 1u) == 0u;
override G: i32 = ~3 ^ 1;
@group(0) @binding(0) var<storage, read_write> out: array<f32, 16>;
var<workgroup> w: array<f32, M * 2u>;
@compute @workgroup_size(min(N, 8u), 1 + (N % 2u)) fn main(@builtin(local_invocation_index) li: u32) {
  w[li] = f32(li) * F;
  workgroupBarrier();
  out[li] = w[(li + 1u) % M] + f32(M) + select(0.0, 1.0, B) + f32(G);
}
