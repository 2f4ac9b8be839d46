// Golden execution test: subgroup builtin values. Jobs subgroup_ids*.job.json; the expected outputs (subgroup_ids*.expected.json)
// come from tools/gen_subgroup_goldens.py, a model of the spec: no oracle here runs subgroups.
enable subgroups;
@group(0) @binding(0) var<storage, read_write> out: array<vec4<u32>>;
@compute @workgroup_size(6, 2) fn main(@builtin(local_invocation_index) li: u32,
    @builtin(subgroup_size) size: u32, @builtin(subgroup_invocation_id) sid: u32,
    @builtin(subgroup_id) sg: u32, @builtin(num_subgroups) n: u32) {
  out[li] = vec4(size, sid, sg, n);
}
