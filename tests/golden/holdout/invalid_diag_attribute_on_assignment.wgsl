diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var tex: texture_2d<f32>;
@group(0) @binding(1) var samp: sampler;
@group(0) @binding(2) var<storage, read> mask: array<u32>;

@diagnostic(warning, derivative_uniformity)
fn sample_if_visible(uv: vec2f, visible: bool) -> vec4f {
  if (visible) {
    return textureSample(tex, samp, uv);
  }
  return vec4f(0.0);
}

fn shade(uv: vec2f, id: u32) -> vec4f {
  var color = vec4f(0.0);
  if (mask[id] != 0u) {
    color = textureSample(tex, samp, uv);
  }
  return color;
}

@fragment
fn main(@location(0) uv: vec2f, @location(1) @interpolate(flat) id: u32) -> @location(0) vec4f {
  var c = shade(uv, id);
  @diagnostic(off, derivative_uniformity)
  c += textureSample(tex, samp, uv * 2.0);
  c += sample_if_visible(uv, mask[id] > 1u);
  return c;
}
