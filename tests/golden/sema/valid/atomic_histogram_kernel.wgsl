const BINS = 64u;

@group(0) @binding(0) var<storage, read> pixels: array<u32>;
@group(0) @binding(1) var<storage, read_write> histogram: array<atomic<u32>, BINS>;

var<workgroup> local_hist: array<atomic<u32>, BINS>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u,
        @builtin(local_invocation_index) li: u32) {
  atomicStore(&local_hist[li], 0u);
  workgroupBarrier();
  if (gid.x < arrayLength(&pixels)) {
    let v = pixels[gid.x];
    let luma = (v & 0xffu) + ((v >> 8u) & 0xffu) + ((v >> 16u) & 0xffu);
    atomicAdd(&local_hist[(luma / 3u) * BINS / 256u], 1u);
  }
  workgroupBarrier();
  let count = atomicLoad(&local_hist[li]);
  if (count > 0u) {
    atomicAdd(&histogram[li], count);
  }
}
