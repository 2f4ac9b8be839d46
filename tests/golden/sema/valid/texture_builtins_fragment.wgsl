@group(0) @binding(0) var color_tex: texture_2d<f32>;
@group(0) @binding(1) var shadow_map: texture_depth_2d;
@group(0) @binding(2) var cube: texture_cube<f32>;
@group(0) @binding(3) var layers: texture_2d_array<f32>;
@group(0) @binding(4) var samp: sampler;
@group(0) @binding(5) var cmp: sampler_comparison;
@group(0) @binding(6) var ms: texture_multisampled_2d<f32>;

@fragment
fn fs(@location(0) uv: vec2f, @location(1) dir: vec3f, @location(2) depth: f32) -> @location(0) vec4f {
  let base = textureSample(color_tex, samp, uv, vec2i(1, -1));
  let biased = textureSampleBias(color_tex, samp, uv, 0.5);
  let lvl = textureSampleLevel(color_tex, samp, uv, 2.0);
  let grad = textureSampleGrad(color_tex, samp, uv, dpdx(uv), dpdy(uv));
  let shadow = textureSampleCompare(shadow_map, cmp, uv, depth);
  let shadow_lvl = textureSampleCompareLevel(shadow_map, cmp, uv, depth);
  let env = textureSample(cube, samp, dir);
  let layered = textureSample(layers, samp, uv, 3);
  let gathered = textureGather(1, color_tex, samp, uv);
  let gathered_depth = textureGather(shadow_map, samp, uv);
  let d = textureDimensions(color_tex, 0);
  let levels = textureNumLevels(color_tex);
  let nl = textureNumLayers(layers);
  let samples = textureNumSamples(ms);
  let texel = textureLoad(ms, vec2i(0), 0);
  let depth_texel = textureLoad(shadow_map, vec2u(1u), 0);
  let w = fwidth(uv.x) + dpdxFine(uv.y) + dpdyCoarse(uv.x);
  return base + biased + lvl + grad + env + layered + gathered + texel
       + vec4f(shadow + shadow_lvl + depth_texel + gathered_depth.x + w
               + f32(d.x + levels + nl + samples));
}
