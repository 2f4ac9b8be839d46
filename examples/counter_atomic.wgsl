// Counting with an atomic (from the reference sheet): never a plain load + store.
@group(0) @binding(0) var<storage, read> values: array<f32>;
@group(0) @binding(1) var<storage, read_write> counter: atomic<u32>;

fn passes(i: u32) -> bool { return values[i] > 0.5; }

@compute @workgroup_size(64)
fn count(@builtin(global_invocation_id) gid: vec3<u32>) {
  if (gid.x < arrayLength(&values) && passes(gid.x)) { atomicAdd(&counter, 1u); }
}
