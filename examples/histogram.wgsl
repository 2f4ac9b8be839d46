// A 256-bin histogram: each workgroup counts into workgroup-memory atomics, then adds its bins to
// the global histogram with storage atomics.
// wgx-run: --dispatch 2 --binding 0:0=random:7:2048 --binding 0:1=zeros:1024
@group(0) @binding(0) var<storage, read> values: array<u32>;
@group(0) @binding(1) var<storage, read_write> bins: array<atomic<u32>, 256>;
var<workgroup> local_bins: array<atomic<u32>, 256>;

@compute @workgroup_size(256)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) li: u32) {
  if (gid.x < arrayLength(&values)) {
    atomicAdd(&local_bins[values[gid.x] & 255u], 1u);
  }
  workgroupBarrier();
  let count = atomicLoad(&local_bins[li]);
  if (count != 0u) { atomicAdd(&bins[li], count); }
}
