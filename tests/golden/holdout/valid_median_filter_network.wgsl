@group(0) @binding(0) var noisy: texture_2d<f32>;
@group(0) @binding(1) var clean: texture_storage_2d<rgba8unorm, write>;

fn sort2(a: ptr<function, array<f32, 9>>, i: i32, j: i32) {
  let lo = min((*a)[i], (*a)[j]);
  let hi = max((*a)[i], (*a)[j]);
  (*a)[i] = lo;
  (*a)[j] = hi;
}

fn median9(v: array<f32, 9>) -> f32 {
  var a = v;
  sort2(&a, 1, 2); sort2(&a, 4, 5); sort2(&a, 7, 8);
  sort2(&a, 0, 1); sort2(&a, 3, 4); sort2(&a, 6, 7);
  sort2(&a, 1, 2); sort2(&a, 4, 5); sort2(&a, 7, 8);
  sort2(&a, 0, 3); sort2(&a, 5, 8); sort2(&a, 4, 7);
  sort2(&a, 3, 6); sort2(&a, 1, 4); sort2(&a, 2, 5);
  sort2(&a, 4, 7); sort2(&a, 4, 2); sort2(&a, 6, 4);
  sort2(&a, 4, 2);
  return a[4];
}

@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  let size = vec2<i32>(textureDimensions(noisy));
  let p = vec2<i32>(gid.xy);
  if (p.x >= size.x || p.y >= size.y) {
    return;
  }
  var out = vec4<f32>(0.0, 0.0, 0.0, 1.0);
  for (var ch = 0; ch < 3; ch++) {
    var window: array<f32, 9>;
    var k = 0;
    for (var dy = -1; dy <= 1; dy++) {
      for (var dx = -1; dx <= 1; dx++) {
        let q = clamp(p + vec2<i32>(dx, dy), vec2<i32>(0), size - 1);
        window[k] = textureLoad(noisy, q, 0)[ch];
        k++;
      }
    }
    out[ch] = median9(window);
  }
  textureStore(clean, p, out);
}
