enable f16;

struct ToneParams {
  exposure: f16,
  white_point: f16,
  gamma: f16,
  _pad: f16,
}

@group(0) @binding(0) var hdr: texture_2d<f32>;
@group(0) @binding(1) var ldr: texture_storage_2d<rgba8unorm, write>;
@group(0) @binding(2) var<uniform> tp: ToneParams;

fn aces(x: vec3<f16>) -> vec3<f16> {
  const a = 2.51h;
  const b = 0.03h;
  const c = 2.43h;
  const d = 0.59h;
  const e = 0.14h;
  return clamp((x * (a * x + b)) / (x * (c * x + d) + e), vec3<f16>(0.0h), vec3<f16>(1.0h));
}

fn reinhard_ext(x: vec3h, white: f16) -> vec3h {
  let w2 = white * white;
  return x * (vec3h(1.0) + x / w2) / (vec3h(1.0) + x);
}

@compute @workgroup_size(8, 8)
fn tonemap(@builtin(global_invocation_id) id: vec3u) {
  let dims = textureDimensions(hdr);
  if (any(id.xy >= dims)) { return; }
  let c = textureLoad(hdr, id.xy, 0).rgb * tp.exposure;
  var mapped: vec3<f16>;
  if (tp.white_point > 0.0h) {
    mapped = reinhard_ext(c, tp.white_point);
  } else {
    mapped = aces(c);
  }
  let g = pow(mapped, vec3h(1.0h / tp.gamma));
  textureStore(ldr, id.xy, vec4f(vec3f(g), 1.0));
}
