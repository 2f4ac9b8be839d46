// Counting with an atomic (from the reference sheet): never a plain load + store.
// wgx-run: --dispatch 2 --binding 0:0=f32:0.1,0.9,0.6,0.2,0.7,0.5,0.51:512 --binding 0:1=zeros:4
@group(0) @binding(0) var<storage, read> values: array<f32>;
@group(0) @binding(1) var<storage, read_write> counter: atomic<u32>;

fn passes(i: u32) -> bool { return values[i] > 0.5; }

@compute @workgroup_size(64)
fn count(@builtin(global_invocation_id) gid: vec3<u32>) {
  if (gid.x < arrayLength(&values) && passes(gid.x)) { atomicAdd(&counter, 1u); }
}
