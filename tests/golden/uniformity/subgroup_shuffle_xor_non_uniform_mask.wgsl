enable subgroups;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(64) fn main(@builtin(subgroup_invocation_id) lane: u32) {
  out[lane] = subgroupShuffleXor(1.0, lane & 1u);
}
