struct Camera { view_proj: mat4x4f }
@group(0) @binding(0) var<uniform> camera: Camera;
@vertex
fn vs(@location(0) pos: vec3f) -> @builtin(position) vec4f {
  return vec4f(camera.view_proj * pos, 1.0);
}
