// Golden execution test: builtin ids (job in builtin_ids.job.json).
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(2, 2, 2) fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(local_invocation_id) l: vec3<u32>,
    @builtin(local_invocation_index) li: u32, @builtin(workgroup_id) w: vec3<u32>, @builtin(num_workgroups) n: vec3<u32>) {
  let flat = (w.z * n.y * n.x + w.y * n.x + w.x) * 8u + li;
  out[flat * 4u] = g.x + g.y * 100u + g.z * 10000u;
  out[flat * 4u + 1u] = l.x + l.y * 10u + l.z * 100u;
  out[flat * 4u + 2u] = w.x + w.y * 10u + w.z * 100u;
  out[flat * 4u + 3u] = n.x + n.y * 10u + n.z * 100u;
}
