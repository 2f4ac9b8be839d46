// Separable box blur over a storage texture, reading through a sampled texture.
override RADIUS : i32 = 4;
override WG_X : u32 = 64u;

@group(0) @binding(0) var src : texture_2d<f32>;
@group(0) @binding(1) var dst : texture_storage_2d<rgba16float, write>;
@group(0) @binding(2) var<uniform> horizontal : u32;

@compute @workgroup_size(WG_X)
fn blur(@builtin(global_invocation_id) gid : vec3u) {
  let size = vec2i(textureDimensions(src));
  let p = vec2i(gid.xy);
  if any(p >= size) {
    return;
  }
  let dir = select(vec2i(0, 1), vec2i(1, 0), horizontal != 0u);
  var sum = vec4f();
  for (var i = -RADIUS; i <= RADIUS; i++) {
    let q = clamp(p + dir * i, vec2i(0), size - 1);
    sum += textureLoad(src, q, 0);
  }
  textureStore(dst, p, sum / f32(2 * RADIUS + 1));
}
