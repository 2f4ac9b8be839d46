// Golden execution test: atomics storage (job in atomics_storage.job.json).
struct Counters { add: atomic<u32>, sub: atomic<i32>, mx: atomic<i32>, mn: atomic<u32>, a: atomic<u32>, o: atomic<u32>, x: atomic<u32>, ex: atomic<u32> }
@group(0) @binding(0) var<storage, read_write> c: Counters;
@group(0) @binding(1) var<storage, read_write> old: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
  let i = g.x;
  let prev = atomicAdd(&c.add, i);
  atomicSub(&c.sub, i32(i));
  atomicMax(&c.mx, i32(i) - 100);
  atomicMin(&c.mn, i + 1000u);
  atomicAnd(&c.a, ~(1u << (i % 32u)));
  atomicOr(&c.o, 1u << (i % 32u));
  atomicXor(&c.x, i * 2654435761u);
  atomicExchange(&c.ex, 5u);
  old[i] = u32(prev <= 100000u);
}
