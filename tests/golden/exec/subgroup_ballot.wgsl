// Golden execution test: subgroupBallot over subgroups of 64 and 128. Jobs subgroup_ballot*.job.json; the expected outputs (subgroup_ballot*.expected.json)
// come from tools/gen_subgroup_goldens.py, a model of the spec: no oracle here runs subgroups.
enable subgroups;
@group(0) @binding(0) var<storage, read_write> out: array<vec4<u32>, 160>;
@compute @workgroup_size(80) fn main(@builtin(local_invocation_index) l: u32) {
  out[2 * l] = subgroupBallot(l % 3u == 0u || l == 79u);
  out[2 * l + 1] = vec4(u32(subgroupElect()), 0, 0, 0);
}
