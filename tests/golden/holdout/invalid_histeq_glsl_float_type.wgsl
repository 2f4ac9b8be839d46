@group(0) @binding(0) var src_image: texture_2d<f32>;
@group(0) @binding(1) var<storage, read_write> hist: array<atomic<u32>, 256>;
@group(0) @binding(2) var<storage, read_write> cdf: array<f32, 256>;
@group(0) @binding(3) var dst_image: texture_storage_2d<rgba8unorm, write>;

fn to_bin(v: f32) -> u32 {
  return u32(clamp(v, 0.0, 1.0) * 255.0 + 0.5);
}

fn luma(rgb: vec3<f32>) -> float {
  return 0.299 * rgb.r + 0.587 * rgb.g + 0.114 * rgb.b;
}

@compute @workgroup_size(16, 16)
fn build_histogram(@builtin(global_invocation_id) id: vec3<u32>) {
  let dims = textureDimensions(src_image);
  if (any(id.xy >= dims)) {
    return;
  }
  let c = textureLoad(src_image, id.xy, 0);
  atomicAdd(&hist[to_bin(luma(c.rgb))], 1u);
}

@compute @workgroup_size(1)
fn build_cdf() {
  var running = 0u;
  var total = 0u;
  for (var i = 0u; i < 256u; i++) {
    total += atomicLoad(&hist[i]);
  }
  for (var i = 0u; i < 256u; i++) {
    running += atomicLoad(&hist[i]);
    cdf[i] = f32(running) / f32(max(total, 1u));
  }
}

@compute @workgroup_size(16, 16)
fn apply(@builtin(global_invocation_id) id: vec3<u32>) {
  let dims = textureDimensions(src_image);
  if (id.x >= dims.x || id.y >= dims.y) {
    return;
  }
  let c = textureLoad(src_image, vec2<i32>(id.xy), 0);
  let y = luma(c.rgb);
  let y_eq = cdf[to_bin(y)];
  let scale = select(y_eq / y, 1.0, y <= 0.0001);
  textureStore(dst_image, id.xy, vec4<f32>(saturate(c.rgb * scale), c.a));
}
