var<private> rng_state: u32;
var<private> call_count: i32 = 0;
var<private> lookup: array<f32, 4> = array<f32, 4>(0.1, 0.2, 0.3, 0.4);

@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<uniform> seed: u32;
@group(0) @binding(2) var<storage, read> unused_but_referenced: array<u32>;

fn xorshift() -> u32 {
  rng_state ^= rng_state << 13u;
  rng_state ^= rng_state >> 17u;
  rng_state ^= rng_state << 5u;
  call_count += 1;
  return rng_state;
}

@must_use
fn next_float() -> f32 {
  return f32(xorshift() & 0xFFFFFFu) / 16777216.0;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  rng_state = seed ^ (gid.x * 0x9E3779B9u);
  _ = xorshift();
  _ = next_float();
  _ = unused_but_referenced[0];
  _ = &out;
  let f = next_float();
  out[gid.x] = f * lookup[gid.x % 4u] + f32(call_count);
}
