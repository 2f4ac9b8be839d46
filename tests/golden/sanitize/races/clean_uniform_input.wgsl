// A uniform buffer read by all.
// sanitize-dispatch: 2
@group(0) @binding(0) var<uniform> scale: vec4<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  out[gid.x] = scale.x * gid.x;
}
