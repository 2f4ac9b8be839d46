enable subgroups;
@group(0) @binding(0) var<storage, read_write> out: array<vec4u>;
fn vote(b: bool) -> vec4u {
  return subgroupBallot(b);
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (i % 2u == 0u) {
    out[i] = vote(true);
  }
}
