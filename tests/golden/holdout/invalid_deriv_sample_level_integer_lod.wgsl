// Mip level selection by hand using derivatives, all in uniform control flow.
@group(0) @binding(0) var atlas: texture_2d<f32>;
@group(0) @binding(1) var atlas_sampler: sampler;
@group(0) @binding(2) var<uniform> lod_bias: f32;

struct FragIn {
  @location(0) uv: vec2<f32>,
  @location(1) @interpolate(flat) layer: u32,
}

fn compute_lod(uv: vec2<f32>, size: vec2<f32>) -> f32 {
  let dx = dpdx(uv * size);
  let dy = dpdy(uv * size);
  let rho = max(dot(dx, dx), dot(dy, dy));
  return 0.5 * log2(max(rho, 1e-8));
}

@fragment
fn main(in: FragIn) -> @location(0) vec4<f32> {
  let size = vec2<f32>(textureDimensions(atlas, 0));
  let lod = compute_lod(in.uv, size) + lod_bias;
  let fine = fwidthFine(in.uv);
  let coarse = fwidthCoarse(in.uv);
  let edge = dpdxFine(in.uv.x) + dpdyCoarse(in.uv.y);
  let c = textureSampleLevel(atlas, atlas_sampler, in.uv, i32(lod));
  let g = textureSampleGrad(atlas, atlas_sampler, in.uv, dpdx(in.uv), dpdy(in.uv));
  let b = textureSampleBias(atlas, atlas_sampler, in.uv, lod_bias);
  let w = saturate(length(fine - coarse) * 100.0 + edge * 0.0);
  var result = mix(c, g, w) * 0.5 + b * 0.5;
  if (in.layer > 3u) {
    result = vec4<f32>(result.rgb * 0.5, result.a);
  }
  return result;
}
