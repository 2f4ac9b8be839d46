// SHA-256 message schedule + compression of one 64-byte block per invocation.
const K = array<u32, 16>(
  0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u, 0x923f82a4u, 0xab1c5ed5u,
  0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu, 0x9bdc06a7u, 0xc19bf174u);

@group(0) @binding(0) var<storage, read> blocks: array<array<u32, 16>>;
@group(0) @binding(1) var<storage, read_write> states: array<array<u32, 8>>;

fn rotr(x: u32, n: u32) -> u32 {
  return (x >> n) | (x << (32u - n));
}

fn ch(x: u32, y: u32, z: u32) -> u32 { return (x & y) ^ (~x & z); }
fn maj(x: u32, y: u32, z: u32) -> u32 { return (x & y) ^ (x & z) ^ (y & z); }
fn big_sigma0(x: u32) -> u32 { return rotr(x, 2u) ^ rotr(x, 13u) ^ rotr(x, 22u); }
fn big_sigma1(x: u32) -> u32 { return rotr(x, 6u) ^ rotr(x, 11u) ^ rotr(x, 25u); }

@compute @workgroup_size(64)
fn compress(@builtin(global_invocation_id) gid: vec3u) {
  let b = gid.x;
  if (b >= arrayLength(&blocks)) { return; }
  var w = blocks[b];
  var s = states[b];
  var a = s[0]; var bb = s[1]; var c = s[2]; var d = s[3];
  var e = s[4]; var f = s[5]; var g = s[6]; var h = s[7];
  for (var i = 0; i < 16; i++) {
    let t1 = h + big_sigma1(e) + ch(e, f, g) + K[i] + w[i];
    let t2 = big_sigma0(a) + maj(a, bb, c);
    h = g; g = f; f = e; e = d + t1;
    d = c; c = bb; bb = a; a = t1 + t2;
  }
  s[0] += a; s[1] += bb; s[2] += c; s[3] += d;
  s[4] += e; s[5] += f; s[6] += g; s[7] += h;
  states[b] = s;
}
