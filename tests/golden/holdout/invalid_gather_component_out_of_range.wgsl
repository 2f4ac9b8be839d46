@group(0) @binding(0) var layers: texture_2d_array<f32>;
@group(0) @binding(1) var shadow_layers: texture_depth_2d_array;
@group(0) @binding(2) var s_linear: sampler;
@group(0) @binding(3) var s_cmp: sampler_comparison;

struct In {
  @location(0) uv: vec2<f32>,
  @location(1) @interpolate(flat) layer: i32,
  @location(2) shadow_coord: vec3<f32>,
}

@fragment
fn main(in: In) -> @location(0) vec4<f32> {
  let reds = textureGather(4, layers, s_linear, in.uv, in.layer);
  let greens = textureGather(1, layers, s_linear, in.uv, u32(in.layer), vec2<i32>(1, 0));
  let occl = textureGatherCompare(shadow_layers, s_cmp, in.shadow_coord.xy, in.layer, in.shadow_coord.z);
  let lit = textureSampleCompareLevel(shadow_layers, s_cmp, in.shadow_coord.xy, in.layer, in.shadow_coord.z);
  let levels = textureNumLevels(layers);
  let count = textureNumLayers(layers);
  let base = textureSample(layers, s_linear, in.uv, in.layer);
  let avg_r = dot(reds, vec4<f32>(0.25));
  let avg_g = dot(greens, vec4<f32>(0.25));
  let shade = dot(occl, vec4<f32>(0.25)) * lit;
  let extra_bias = f32(levels + count) * 0.0;
  return vec4<f32>(avg_r, avg_g, base.b * shade, base.a + extra_bias);
}
