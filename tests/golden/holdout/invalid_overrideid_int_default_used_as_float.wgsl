@id(0) override threads_x: u32;
@id(1) override threads_y: u32 = 4u;
@id(100) override has_alpha: bool;
override brightness: f32;
override contrast = 1;
override half_contrast = contrast * 0.5;
override tile_pixels = threads_x * threads_y;

@group(0) @binding(0) var image: texture_storage_2d<rgba8unorm, write>;
@group(0) @binding(1) var source: texture_2d<f32>;

var<workgroup> tile_cache: array<vec4f, tile_pixels>;

@compute @workgroup_size(threads_x, threads_y)
fn adjust(@builtin(global_invocation_id) id: vec3u, @builtin(local_invocation_index) li: u32) {
  let dims = textureDimensions(source);
  let p = min(id.xy, dims - 1u);
  tile_cache[li] = textureLoad(source, p, 0);
  workgroupBarrier();
  var c = tile_cache[li];
  c = vec4f((c.rgb - 0.5) * contrast + 0.5 + brightness + half_contrast * 0.0, c.a);
  if (!has_alpha) {
    c.a = 1.0;
  }
  textureStore(image, p, c);
}
