// Separable Gaussian blur, horizontal pass, with workgroup tile caching.
struct BlurParams {
  radius: i32,
  sigma: f32,
  direction: vec2<i32>,
}

@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var dst: texture_storage_2d<rgba8unorm, write>;
@group(0) @binding(2) var<uniform> params: BlurParams;

const TILE: u32 = 128u;
const MAX_RADIUS: i32 = 16;

var<workgroup> tile: array<vec4<f32>, 160>;

fn gaussian(x: f32, sigma: f32) -> f32 {
  let s2 = 2.0 * sigma * sigma;
  return exp(-(x * x) / s2) / sqrt(3.14159265 * s2);
}

fn load_clamped(p: vec2<i32>) -> vec4<f32> {
  let dims = vec2<i32>(textureDimensions(src, 0));
  let q = clamp(p, vec2<i32>(0), dims - vec2<i32>(1));
  return textureLoad(src, q, 0);
}

@compute @workgroup_size(128, 1, 1)
fn blur_h(@builtin(workgroup_id) wg: vec3<u32>,
          @builtin(local_invocation_index) li: u32) {
  let base = vec2<i32>(i32(wg.x * TILE), i32(wg.y)) - vec2<i32>(MAX_RADIUS, 0);
  for (var i = li; i < 160u; i += TILE) {
    tile[i] = load_clamped(base + vec2<i32>(i32(i), 0));
  }
  workgroupBarrier();

  let r = min(params.radius, MAX_RADIUS);
  var acc = vec4<f32>(0.0);
  var wsum = 0.0;
  for (var k = -r; k <= r; k++) {
    let w = gaussian(f32(k), params.sigma);
    acc += w * tile[u32(i32(li) + MAX_RADIUS + k)];
    wsum += w;
  }
  let out_pos = vec2<i32>(i32(wg.x * TILE + li), i32(wg.y));
  let dims = vec2<i32>(textureDimensions(dst));
  if (all(out_pos < dims)) {
    textureStore(dst, out_pos, acc / wsum);
  }
}
