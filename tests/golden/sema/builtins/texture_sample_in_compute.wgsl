@group(0) @binding(0) var tex: texture_2d<f32>;
@group(0) @binding(1) var samp: sampler;
@group(0) @binding(2) var<storage, read_write> out: array<vec4f>;
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  let uv = vec2f(gid.xy) / 256.0;
  out[gid.y * 256u + gid.x] = textureSample(tex, samp, uv);
}
