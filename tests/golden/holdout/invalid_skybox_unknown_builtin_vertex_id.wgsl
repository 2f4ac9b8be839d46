struct Uniforms {
  inv_view_proj: mat4x4f,
}

@group(0) @binding(0) var<uniform> uniforms: Uniforms;
@group(0) @binding(1) var sky_sampler: sampler;
@group(0) @binding(2) var sky_texture: texture_cube<f32>;

struct VertexOutput {
  @builtin(position) position: vec4f,
  @location(0) ndc: vec4f,
}

@vertex
fn vs_main(@builtin(vertex_id) vi: u32) -> VertexOutput {
  // Full-screen triangle.
  let uv = vec2f(f32((vi << 1u) & 2u), f32(vi & 2u));
  let p = vec4f(uv * 2.0 - 1.0, 1.0, 1.0);
  return VertexOutput(p, p);
}

@fragment
fn fs_main(in: VertexOutput) -> @location(0) vec4f {
  let world = uniforms.inv_view_proj * in.ndc;
  let dir = normalize(world.xyz / world.w);
  let c = textureSample(sky_texture, sky_sampler, dir * vec3f(1.0, 1.0, -1.0));
  return vec4f(c.rgb, 1.0);
}
