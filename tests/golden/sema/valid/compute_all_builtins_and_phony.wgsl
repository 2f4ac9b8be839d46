@group(0) @binding(0) var<storage, read_write> out: array<vec4u>;
@group(0) @binding(1) var tex: texture_2d<f32>;
@group(0) @binding(2) var samp: sampler;

@compute @workgroup_size(4, 4, 2)
fn main(@builtin(local_invocation_id) lid: vec3u,
        @builtin(local_invocation_index) li: u32,
        @builtin(global_invocation_id) gid: vec3u,
        @builtin(workgroup_id) wid: vec3u,
        @builtin(num_workgroups) nwg: vec3u) {
  _ = tex;
  _ = samp;
  _ = &out;
  let flat = gid.x + gid.y * nwg.x * 4u;
  out[flat] = vec4u(lid.x + li, wid.y, nwg.z, 0u);
  storageBarrier();
}
