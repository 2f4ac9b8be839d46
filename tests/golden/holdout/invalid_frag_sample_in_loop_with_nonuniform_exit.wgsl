// discard demotes to a helper invocation, so later derivatives stay in uniform control flow.
@group(0) @binding(0) var mask_tex: texture_2d<f32>;
@group(0) @binding(1) var color_tex: texture_2d<f32>;
@group(0) @binding(2) var samp: sampler;

struct FsIn {
  @location(0) uv: vec2f,
  @location(1) cutoff: f32,
}

@fragment
fn fs(in: FsIn) -> @location(0) vec4f {
  let m = textureSample(mask_tex, samp, in.uv).r;
  if (m < in.cutoff) {
    discard;
  }
  var c = vec4f(0.0);
  for (var i = 0; i < 4; i++) {
    if (c.a > in.cutoff) { break; }
    c += textureSample(color_tex, samp, in.uv + vec2f(f32(i)) * 0.01);
  }
  let edge = fwidth(m);
  return vec4f(c.rgb, c.a * smoothstep(in.cutoff, in.cutoff + edge, m));
}
