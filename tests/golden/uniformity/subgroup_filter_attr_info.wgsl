enable subgroups;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64) @diagnostic(info, subgroup_uniformity) fn main(@builtin(local_invocation_index) i: u32) {
  if (i < 32u) {
    out[i] = select(0u, 1u, subgroupAny(i == 3u));
  }
}
