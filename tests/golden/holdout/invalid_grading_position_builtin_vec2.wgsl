@group(0) @binding(0) var scene_color: texture_2d<f32>;
@group(0) @binding(1) var grading_lut: texture_3d<f32>;
@group(0) @binding(2) var lut_sampler: sampler;
@group(0) @binding(3) var<uniform> grading: Grading;

struct Grading {
  lut_size: f32,
  strength: f32,
  saturation: f32,
  contrast: f32,
}

fn adjust_saturation(c: vec3<f32>, s: f32) -> vec3<f32> {
  let grey = dot(c, vec3<f32>(0.2126, 0.7152, 0.0722));
  return mix(vec3<f32>(grey), c, s);
}

fn adjust_contrast(c: vec3<f32>, k: f32) -> vec3<f32> {
  return (c - 0.5) * k + 0.5;
}

fn lut_lookup(c: vec3<f32>) -> vec3<f32> {
  let scale = (grading.lut_size - 1.0) / grading.lut_size;
  let offset = 0.5 / grading.lut_size;
  return textureSampleLevel(grading_lut, lut_sampler, c * scale + offset, 0.0).rgb;
}

@fragment
fn fs_grade(@builtin(position) frag_coord: vec2<f32>) -> @location(0) vec4<f32> {
  let src = textureLoad(scene_color, vec2<u32>(frag_coord.xy), 0);
  var c = saturate(adjust_contrast(adjust_saturation(src.rgb, grading.saturation), grading.contrast));
  c = mix(c, lut_lookup(c), grading.strength);
  return vec4<f32>(c, src.a);
}
