// Golden execution test: workgroup sizes, a workgroup array's count and values from
// override-expressions built with builtins (countOneBits, sqrt, exp2, firstLeadingBit) and float
// arithmetic: lowering takes every one of them from the checker's evaluation of the module with
// the pipeline's constants (its own evaluator once knew only min, max, abs, clamp and select).
override N: u32 = 6u;
override BITS = countOneBits(N);
override SIDE = u32(sqrt(f32(N * N)));
override WIDE = u32(exp2(f32(firstLeadingBit(N))));
override SCALE: f32 = 1.5;
override HALF = SCALE * 0.5;
@group(0) @binding(0) var<storage, read_write> out: array<u32, 16>;
@group(0) @binding(1) var<storage, read_write> outf: array<f32, 16>;
var<workgroup> w: array<u32, SIDE * BITS>;
@compute @workgroup_size(WIDE, BITS) fn main(@builtin(local_invocation_index) li: u32) {
  w[li] = li * 10u;
  workgroupBarrier();
  out[li] = w[(li + 1u) % (SIDE * BITS)] + SIDE * 100u + BITS * 1000u;
  outf[li] = f32(li) * HALF + SCALE;
}
