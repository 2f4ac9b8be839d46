// Atomics (add, compare-exchange with its result structure) and a function with a pointer
// parameter into storage memory, specialized per call site and inlined by the passes.
@group(0) @binding(0) var<storage, read_write> counters: array<atomic<u32>, 2>;
@group(0) @binding(1) var<storage, read_write> flags: array<u32, 4>;
fn bump(p: ptr<storage, atomic<u32>, read_write>, by: u32) -> u32 {
  return atomicAdd(p, by);
}
@compute @workgroup_size(2) fn main(@builtin(local_invocation_index) li: u32) {
  let before = bump(&counters[0], li + 1u);
  let r = atomicCompareExchangeWeak(&counters[1], 0u, before);
  flags[li] = select(0u, 1u, r.exchanged) + r.old_value * 2u;
}
