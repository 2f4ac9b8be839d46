@group(0) @binding(0) var input_tex: texture_2d<f32>;
@group(0) @binding(1) var output_tex: texture_storage_2d<r32float, write>;

const LUMA = vec3f(0.2126, 0.7152, 0.0722);

fn luminance(c: vec3f) -> f32 {
  return dot(c, LUMA);
}

fn sample_luma(p: vec2i) -> f32 {
  let size = vec2i(textureDimensions(input_tex));
  let q = clamp(p, vec2i(), size - 1);
  return luminance(textureLoad(input_tex, q, 0).rgb);
}

@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  let p = vec2i(gid.xy);
  let size = vec2i(textureDimensions(input_tex));
  if (p.x >= size.x || p.y >= size.y) {
    return;
  }
  var m: array<array<f32, 3>, 3>;
  for (var j = 0; j < 3; j++) {
    for (var i = 0; i < 3; i++) {
      m[j][i] = sample_luma(p + vec2i(i - 1, j - 1));
    }
  }
  let gx = (m[0][2] + 2.0 * m[1][2] + m[2][2]) - (m[0][0] + 2.0 * m[1][0] + m[2][0]);
  let gy = (m[2][0] + 2.0 * m[2][1] + m[2][2]) - (m[0][0] + 2.0 * m[0][1] + m[0][2]);
  let mag = length(vec2f(gx, gy)) + fwidth(gx);
  textureStore(output_tex, p, vec4f(mag, 0.0, 0.0, 1.0));
}
