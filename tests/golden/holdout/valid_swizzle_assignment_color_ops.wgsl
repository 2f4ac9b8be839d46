// Chrome's Tint accepts assignment through swizzles (and compound forms).
struct Light {
  color: vec4f,
  dir: vec3f,
  intensity: f32,
}

@group(0) @binding(0) var<uniform> light: Light;
@group(0) @binding(1) var albedo: texture_2d<f32>;
@group(0) @binding(2) var samp: sampler;

@fragment
fn fs(@location(0) uv: vec2f, @location(1) normal: vec3f) -> @location(0) vec4f {
  var c = textureSample(albedo, samp, uv);
  let ndl = max(dot(normalize(normal), -light.dir), 0.0);
  c.rgb = c.rgb * light.color.rgb * ndl * light.intensity;
  c.a *= light.color.a;
  var tangent_space = vec3f(0.0);
  tangent_space.xy = uv * 2.0 - 1.0;
  tangent_space.z = sqrt(max(1.0 - dot(tangent_space.xy, tangent_space.xy), 0.0));
  c.gb += tangent_space.xy * 0.0;
  return c;
}
