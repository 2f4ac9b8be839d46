@group(0) @binding(0) var heightmap: texture_storage_2d<r32float, read>;
@group(0) @binding(1) var<uniform> noise_cfg: NoiseConfig;

struct NoiseConfig {
  offset: vec2f,
  frequency: f32,
  octaves: u32,
  persistence: f32,
  lacunarity: f32,
}

fn hash2(p: vec2f) -> vec2f {
  let k = vec2f(0.3183099, 0.3678794);
  let q = p * k + k.yx;
  return -1.0 + 2.0 * fract(16.0 * k * fract(q.x * q.y * (q.x + q.y)));
}

fn quintic(t: vec2f) -> vec2f {
  return t * t * t * (t * (t * 6.0 - 15.0) + 10.0);
}

fn gradient_noise(p: vec2f) -> f32 {
  let i = floor(p);
  let f = fract(p);
  let u = quintic(f);
  let ga = hash2(i + vec2f(0.0, 0.0));
  let gb = hash2(i + vec2f(1.0, 0.0));
  let gc = hash2(i + vec2f(0.0, 1.0));
  let gd = hash2(i + vec2f(1.0, 1.0));
  let va = dot(ga, f - vec2f(0.0, 0.0));
  let vb = dot(gb, f - vec2f(1.0, 0.0));
  let vc = dot(gc, f - vec2f(0.0, 1.0));
  let vd = dot(gd, f - vec2f(1.0, 1.0));
  return mix(mix(va, vb, u.x), mix(vc, vd, u.x), u.y);
}

fn fbm(p: vec2f) -> f32 {
  var amp = 0.5;
  var freq = 1.0;
  var sum = 0.0;
  for (var o = 0u; o < noise_cfg.octaves; o++) {
    sum += amp * gradient_noise(p * freq);
    freq *= noise_cfg.lacunarity;
    amp *= noise_cfg.persistence;
  }
  return sum;
}

@compute @workgroup_size(16, 16)
fn generate(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(heightmap);
  if (id.x >= size.x || id.y >= size.y) {
    return;
  }
  let p = (vec2f(id.xy) + noise_cfg.offset) * noise_cfg.frequency;
  let h = fbm(p) * 0.5 + 0.5;
  textureStore(heightmap, id.xy, vec4f(h, 0.0, 0.0, 0.0));
}
