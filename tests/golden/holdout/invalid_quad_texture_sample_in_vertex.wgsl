struct VertexInput {
  @location(0) position: vec2<f32>,
  @location(1) uv: vec2<f32>,
  @location(2) color: vec4<f32>,
}

struct VertexOutput {
  @builtin(position) clip_position: vec4<f32>,
  @location(0) uv: vec2<f32>,
  @location(1) color: vec4<f32>,
}

struct Transform {
  mvp: mat4x4<f32>,
  tint: vec4<f32>,
}

@group(0) @binding(0) var<uniform> transform: Transform;
@group(1) @binding(0) var sprite_tex: texture_2d<f32>;
@group(1) @binding(1) var sprite_sampler: sampler;

@vertex
fn vs_main(in: VertexInput) -> VertexOutput {
  var out: VertexOutput;
  out.clip_position = transform.mvp * vec4<f32>(in.position, 0.0, 1.0);
  out.uv = textureSample(sprite_tex, sprite_sampler, in.uv).xy;
  out.color = in.color * transform.tint;
  return out;
}

@fragment
fn fs_main(in: VertexOutput) -> @location(0) vec4<f32> {
  let texel = textureSample(sprite_tex, sprite_sampler, in.uv);
  if (texel.a < 0.01) {
    discard;
  }
  return texel * in.color;
}
