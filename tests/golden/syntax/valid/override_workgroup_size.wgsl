// Overrides feeding workgroup sizes and workgroup array sizes.
@id(100) override TILE_X : u32 = 16u;
override TILE_Y : u32 = TILE_X / 2u;
override USE_CLAMP = false;
override GAIN : f32;

var<workgroup> tile : array<f32, TILE_X * TILE_Y>;

@group(0) @binding(0) var<storage, read_write> buf : array<f32>;

@compute @workgroup_size(TILE_X, TILE_Y, 1u)
fn main(@builtin(local_invocation_index) lid : u32, @builtin(global_invocation_id) gid : vec3u) {
  tile[lid] = buf[gid.x] * GAIN;
  workgroupBarrier();
  var v = tile[(lid + 1u) % (TILE_X * TILE_Y)];
  if USE_CLAMP {
    v = clamp(v, 0.0, 1.0);
  }
  buf[gid.x] = v;
}
