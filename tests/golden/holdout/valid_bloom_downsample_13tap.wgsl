@group(0) @binding(0) var src_mip: texture_2d<f32>;
@group(0) @binding(1) var bilinear_clamp: sampler;
@group(0) @binding(2) var<uniform> src_texel: vec2<f32>;

fn karis_weight(c: vec3<f32>) -> f32 {
  let luma = dot(c, vec3<f32>(0.2126, 0.7152, 0.0722));
  return 1.0 / (1.0 + luma);
}

fn tap(uv: vec2<f32>, dx: f32, dy: f32) -> vec3<f32> {
  return textureSample(src_mip, bilinear_clamp, uv + vec2<f32>(dx, dy) * src_texel).rgb;
}

@fragment
fn downsample(@location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
  let a = tap(uv, -2.0, 2.0);
  let b = tap(uv, 0.0, 2.0);
  let c = tap(uv, 2.0, 2.0);
  let d = tap(uv, -2.0, 0.0);
  let e = tap(uv, 0.0, 0.0);
  let f = tap(uv, 2.0, 0.0);
  let g = tap(uv, -2.0, -2.0);
  let h = tap(uv, 0.0, -2.0);
  let i = tap(uv, 2.0, -2.0);
  let j = tap(uv, -1.0, 1.0);
  let k = tap(uv, 1.0, 1.0);
  let l = tap(uv, -1.0, -1.0);
  let m = tap(uv, 1.0, -1.0);
  var groups: array<vec3<f32>, 5>;
  groups[0] = (a + b + d + e) * (0.125 / 4.0);
  groups[1] = (b + c + e + f) * (0.125 / 4.0);
  groups[2] = (d + e + g + h) * (0.125 / 4.0);
  groups[3] = (e + f + h + i) * (0.125 / 4.0);
  groups[4] = (j + k + l + m) * (0.5 / 4.0);
  var sum = vec3<f32>(0.0);
  var wsum = 0.0;
  for (var n = 0; n < 5; n++) {
    let w = karis_weight(groups[n]);
    sum += groups[n] * w;
    wsum += w;
  }
  return vec4<f32>(sum / wsum, 1.0);
}
