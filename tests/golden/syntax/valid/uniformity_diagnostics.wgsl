// Diagnostic filters around non-uniform derivatives: global, function and statement level.
diagnostic(warning, derivative_uniformity);

@group(0) @binding(0) var t : texture_2d<f32>;
@group(0) @binding(1) var s : sampler;

@diagnostic(off, derivative_uniformity)
fn sample_if(uv : vec2f, cond : bool) -> vec4f {
  if cond {
    return textureSample(t, s, uv);
  }
  return vec4f(0.0);
}

@fragment
fn main(@location(0) uv : vec2f) -> @location(0) vec4f {
  var c = sample_if(uv, uv.x > 0.5);
  if uv.y > 0.5 @diagnostic(off, derivative_uniformity) {
    c += textureSample(t, s, uv);
    c += vec4f(dpdx(uv.x), dpdy(uv.y), fwidth(uv.x), 0.0);
  }
  @diagnostic(info, derivative_uniformity) {
    c += vec4f(dpdxFine(uv.x) + dpdyCoarse(uv.y));
  }
  return c;
}
