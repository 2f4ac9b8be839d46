fn f(c: vec4f, h: vec2f, u: u32, i: i32) -> f32 {
  let p1 = pack4x8snorm(c);
  let p2 = pack4x8unorm(c);
  let p3 = pack2x16snorm(h);
  let p4 = pack2x16unorm(h);
  let p5 = pack2x16float(h);
  let q = unpack4x8snorm(p1) + unpack4x8unorm(p2);
  let r = unpack2x16snorm(p3) + unpack2x16unorm(p4) + unpack2x16float(p5);
  let b1 = bitcast<f32>(u);
  let b2 = bitcast<u32>(i);
  let b3 = bitcast<vec2i>(vec2f(1.0, 2.0));
  let b4 = bitcast<vec4u>(vec4i(i));
  let b5 = bitcast<i32>(1.0f);
  return q.x + r.y + b1 + f32(b2) + f32(b3.x) + f32(b4.w) + f32(b5);
}
