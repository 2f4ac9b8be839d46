struct Camera {
  view: mat4x4f,
  proj: mat4x4f,
  normal_matrix: mat3x3f,
}
@group(0) @binding(0) var<uniform> cam: Camera;

struct VOut {
  @builtin(position) pos: vec4f,
  @location(0) normal: vec3f,
}

@vertex
fn vs(@location(0) p: vec3f, @location(1) n: vec3f) -> VOut {
  let world = cam.proj * cam.view * vec4f(p, 1.0);
  let nn = normalize(cam.normal_matrix * n);
  let row_mul = vec4f(p, 1.0) * cam.view;
  return VOut(world + row_mul * 0.0, nn);
}

@fragment
fn fs(v: VOut) -> @location(0) vec4f {
  let light = normalize(vec3f(1.0, 1.0, 0.5));
  let d = max(dot(v.normal, light), 0.0);
  return vec4f(vec3f(d), 1.0);
}
