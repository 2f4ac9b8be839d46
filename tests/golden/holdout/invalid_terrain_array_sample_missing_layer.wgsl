struct TerrainUniforms {
  view_proj: mat4x4<f32>,
  height_scale: f32,
  texel: f32,
  tiling: f32,
}

@group(0) @binding(0) var<uniform> tu: TerrainUniforms;
@group(0) @binding(1) var height_tex: texture_2d<f32>;
@group(0) @binding(2) var albedo_tex: texture_2d_array<f32>;
@group(0) @binding(3) var terrain_sampler: sampler;

struct TerrainVarying {
  @builtin(position) pos: vec4<f32>,
  @location(0) uv: vec2<f32>,
  @location(1) normal: vec3<f32>,
  @location(2) height: f32,
}

fn height_at(uv: vec2<f32>) -> f32 {
  return textureSampleLevel(height_tex, terrain_sampler, uv, 0.0).r * tu.height_scale;
}

@vertex
fn vs(@location(0) xz: vec2<f32>, @location(1) uv: vec2<f32>) -> TerrainVarying {
  let h = height_at(uv);
  let hl = height_at(uv - vec2<f32>(tu.texel, 0.0));
  let hr = height_at(uv + vec2<f32>(tu.texel, 0.0));
  let hd = height_at(uv - vec2<f32>(0.0, tu.texel));
  let hu = height_at(uv + vec2<f32>(0.0, tu.texel));
  var v: TerrainVarying;
  v.pos = tu.view_proj * vec4<f32>(xz.x, h, xz.y, 1.0);
  v.uv = uv;
  v.normal = normalize(vec3<f32>(hl - hr, 2.0, hd - hu));
  v.height = h / tu.height_scale;
  return v;
}

@fragment
fn fs(v: TerrainVarying) -> @location(0) vec4<f32> {
  let tuv = v.uv * tu.tiling;
  let grass = textureSample(albedo_tex, terrain_sampler, tuv, 0);
  let rock = textureSample(albedo_tex, terrain_sampler, tuv);
  let snow = textureSample(albedo_tex, terrain_sampler, tuv, 2);
  let slope = 1.0 - v.normal.y;
  var c = mix(grass, rock, smoothstep(0.2, 0.5, slope));
  c = mix(c, snow, smoothstep(0.7, 0.9, v.height));
  let ndl = max(dot(v.normal, normalize(vec3<f32>(0.3, 1.0, 0.2))), 0.0);
  return vec4<f32>(c.rgb * (0.2 + 0.8 * ndl), 1.0);
}
