// A read_write storage texture: each invocation adds to its own texel, textureBarrier orders
// the writes before the reads of the neighbour's texel, which is written to a buffer.
@group(0) @binding(0) var t: texture_storage_2d<r32uint, read_write>;
@group(0) @binding(1) var<storage, read_write> out: array<u32, 8>;

@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  let p = vec2(i % 4, i / 4);
  textureStore(t, p, textureLoad(t, p) + vec4(i * 10 + 5));
  textureBarrier();
  let q = vec2((i + 1) % 4, i / 4);
  out[i] = textureLoad(t, q).x;
}
