// Arrays of scalars and vec2 in a uniform buffer (no 16-byte stride padding).
struct KernelWeights {
  count: u32,
  weights: array<f32, 15>,
  offsets: array<vec2f, 15>,
}

@group(0) @binding(0) var<uniform> kw: KernelWeights;
@group(0) @binding(1) var<uniform> cascade_far: array<f32, 4>;
@group(0) @binding(2) var input_img: texture_2d<f32>;
@group(0) @binding(3) var output_img: texture_storage_2d<rgba16float, write>;

@compute @workgroup_size(8, 8)
fn convolve(@builtin(global_invocation_id) id: vec3u) {
  let size = vec2i(textureDimensions(input_img));
  let p = vec2i(id.xy);
  if (any(p >= size)) {
    return;
  }
  var acc = vec4f(0.0);
  for (var i = 0u; i < min(kw.count, 15u); i++) {
    let q = clamp(p + vec2i(kw.offsets[i]), vec2i(0), size - 1);
    acc += textureLoad(input_img, q, 0) * kw.weights[i];
  }
  acc.a = cascade_far[u32(p.x) % 4u];
  textureStore(output_img, p, acc);
}
