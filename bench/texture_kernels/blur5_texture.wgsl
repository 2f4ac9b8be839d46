// Texture benchmark: a 5x5 box blur of an rgba8unorm texture into an rgba8unorm storage texture
// (issue 20, "Speed"). Each 16x16 workgroup reads its 20x20 tile (the 2-texel border included,
// clamped to the edge) with textureLoad into workgroup memory once, then every invocation averages
// its 25 neighbours from the tile. bench/texture_suite.py runs it beside the native twin
// (bench/native/texture_twins.cpp, `blur`), which does the same per-pixel work.
@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var dst: texture_storage_2d<rgba8unorm, write>;

const TILE = 16u;
const SIDE = 20u;  // TILE + 2 * radius
var<workgroup> tile: array<vec4f, 400>;

@compute @workgroup_size(16, 16)
fn main(@builtin(workgroup_id) wg: vec3u, @builtin(local_invocation_id) l: vec3u,
        @builtin(local_invocation_index) li: u32) {
  let size = vec2i(textureDimensions(src));
  let origin = vec2i(wg.xy * TILE) - vec2i(2);
  for (var i = li; i < SIDE * SIDE; i += 256u) {
    let p = clamp(origin + vec2i(i32(i % SIDE), i32(i / SIDE)), vec2i(0), size - 1);
    tile[i] = textureLoad(src, p, 0);
  }
  workgroupBarrier();
  var sum = vec4f(0);
  for (var dy = 0u; dy < 5u; dy++) {
    for (var dx = 0u; dx < 5u; dx++) {
      sum += tile[(l.y + dy) * SIDE + l.x + dx];
    }
  }
  let g = wg.xy * TILE + l.xy;
  textureStore(dst, g, sum * (1.0 / 25.0));
}
