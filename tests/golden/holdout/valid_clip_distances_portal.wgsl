enable clip_distances;

struct Uniforms {
  view_proj: mat4x4<f32>,
  clip_planes: array<vec4<f32>, 4>,
}

@group(0) @binding(0) var<uniform> u: Uniforms;

struct VOut {
  @builtin(position) position: vec4<f32>,
  @builtin(clip_distances) clip: array<f32, 4>,
  @location(0) color: vec3<f32>,
}

@vertex
fn vs(@location(0) pos: vec3<f32>, @location(1) color: vec3<f32>) -> VOut {
  var o: VOut;
  o.position = u.view_proj * vec4<f32>(pos, 1.0);
  for (var i = 0; i < 4; i++) {
    o.clip[i] = dot(u.clip_planes[i], vec4<f32>(pos, 1.0));
  }
  o.color = color;
  return o;
}

@fragment
fn fs(@location(0) color: vec3<f32>) -> @location(0) vec4<f32> {
  return vec4<f32>(color, 1.0);
}
