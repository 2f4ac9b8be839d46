struct Wave {
  direction: vec2<f32>,
  steepness: f32,
  wavelength: f32,
}

struct OceanUniforms {
  view_proj: mat4x4<f32>,
  waves: array<Wave, 4>,
  time: f32,
}

@group(0) @binding(0) var<uniform> ocean: OceanUniforms;
@group(0) @binding(1) var foam_tex: texture_2d<f32>;
@group(0) @binding(2) var foam_samp: sampler;

fn gerstner(w: Wave, p: vec3<f32>, tangent: ptr<function, vec3<f32>>, binormal: ptr<function, vec3<f32>>) -> vec3<f32> {
  let k = 6.28318 / w.wavelength;
  let c = sqrt(9.8 / k);
  let d = normalize(w.direction);
  let f = k * (dot(d, p.xz) - c * ocean.time);
  let a = w.steepness / k;
  *tangent += vec3<f32>(-d.x * d.x * w.steepness * sin(f), d.x * w.steepness * cos(f),
                        -d.x * d.y * w.steepness * sin(f));
  *binormal += vec3<f32>(-d.x * d.y * w.steepness * sin(f), d.y * w.steepness * cos(f),
                         -d.y * d.y * w.steepness * sin(f));
  return vec3<f32>(d.x * a * cos(f), a * sin(f), d.y * a * cos(f));
}

struct OceanVertex {
  @builtin(position) clip: vec4<f32>,
  @location(0) normal: vec3<f32>,
  @location(1) foam: f32,
}

@vertex
fn vs(@location(0) grid_pos: vec3<f32>) -> OceanVertex {
  var tangent = vec3<f32>(1.0, 0.0, 0.0);
  var binormal = vec3<f32>(0.0, 0.0, 1.0);
  var p = grid_pos;
  for (var i = 0; i < 4; i++) {
    p += gerstner(ocean.waves[i], grid_pos, &tangent, &binormal);
  }
  let foam = textureSampleLevel(foam_tex, foam_samp, grid_pos.xz * 0.05, 0.0).r;
  return OceanVertex(ocean.view_proj * vec4<f32>(p, 1.0), normalize(cross(binormal, tangent)), foam * p.y);
}

@fragment
fn fs(v: OceanVertex) -> @location(0) vec4<f32> {
  let deep = vec3<f32>(0.0, 0.1, 0.2);
  let shallow = vec3<f32>(0.0, 0.5, 0.6);
  let c = mix(deep, shallow, saturate(v.normal.y)) + vec3<f32>(saturate(v.foam));
  return vec4<f32>(c, 1.0);
}
