struct Packed {
  normal_rough: u32,
  color: u32,
  velocity: u32,
  extra: u32,
}

@group(0) @binding(0) var<storage, read_write> packed: array<Packed>;
@group(0) @binding(1) var<storage, read_write> unpacked: array<mat4x4<f32>>;

fn pack_normal(n: vec3<f32>, rough: f32) -> u32 {
  return pack4x8snorm(vec4<f32>(n, rough * 2.0 - 1.0));
}

@compute @workgroup_size(64)
fn roundtrip(@builtin(global_invocation_id) gid: vec3<u32>) {
  let i = gid.x;
  if (i >= arrayLength(&packed)) { return; }
  let src = unpacked[i];
  var p: Packed;
  p.normal_rough = pack_normal(normalize(src[0].xyz), src[0].w);
  p.color = pack4x8unorm(src[1]);
  p.velocity = pack2x16float(src[2].xy);
  p.extra = pack2x16snorm(src[2].zw) ^ pack2x16unorm(src[3].xy);
  packed[i] = p;

  let a = unpack4x8snorm(p.normal_rough);
  let b = unpack4x8unorm(p.color);
  let c = unpack2x16float(p.velocity);
  let d = unpack2x16snorm(p.extra);
  let e = unpack2x16unorm(p.extra);
  let ints = unpack4xI8(p.color);
  let uints = unpack4xU8(p.color);
  let repacked = pack4xU8Clamp(uints) + pack4xI8Clamp(ints) + pack4xI8(ints) + pack4xU8(uints);
  let dotted = dot4I8Packed(p.color, p.extra) + i32(dot4U8Packed(p.color, repacked));
  unpacked[i] = mat4x4<f32>(a, b, vec4<f32>(c, d), vec4<f32>(e, f32(dotted), 0.0));
}
