struct Scene {
  light_view_proj: mat4x4<f32>,
  camera_view_proj: mat4x4<f32>,
  light_pos: vec3<f32>,
}

@group(0) @binding(0) var<uniform> scene: Scene;
@group(0) @binding(1) var shadow_map: texture_depth_2d;
@group(0) @binding(2) var shadow_sampler: sampler;

struct VOut {
  @builtin(position) position: vec4<f32>,
  @location(0) shadow_pos: vec3<f32>,
  @location(1) frag_pos: vec3<f32>,
  @location(2) frag_norm: vec3<f32>,
}

@vertex
fn vs(@location(0) position: vec3<f32>, @location(1) normal: vec3<f32>) -> VOut {
  var out: VOut;
  let pos_from_light = scene.light_view_proj * vec4(position, 1.0);
  out.shadow_pos = vec3(pos_from_light.xy * vec2(0.5, -0.5) + vec2(0.5), pos_from_light.z);
  out.position = scene.camera_view_proj * vec4(position, 1.0);
  out.frag_pos = position;
  out.frag_norm = normal;
  return out;
}

override shadow_depth_texture_size: f32 = 1024.0;

@fragment
fn fs(in: VOut) -> @location(0) vec4<f32> {
  var visibility = 0.0;
  let texel = 1.0 / shadow_depth_texture_size;
  for (var y = -1; y <= 1; y++) {
    for (var x = -1; x <= 1; x++) {
      let offset = vec2<f32>(vec2(x, y)) * texel;
      visibility += textureSampleCompare(shadow_map, shadow_sampler, in.shadow_pos.xy + offset,
                                         in.shadow_pos.z - 0.007);
    }
  }
  visibility /= 9.0;
  let lambert = max(dot(normalize(scene.light_pos - in.frag_pos), normalize(in.frag_norm)), 0.0);
  let lighting = min(0.2 + visibility * lambert, 1.0);
  return vec4(lighting * vec3(0.9, 0.85, 0.8), 1.0);
}
