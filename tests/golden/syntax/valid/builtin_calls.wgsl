// Calls: builtins, value constructors with and without templates, inferred arrays, bitcast.
struct Pair {
  a : i32,
  b : f32,
}

fn make_pair(a : i32) -> Pair {
  return Pair(a, f32(a) * 0.5);
}

fn no_args() -> vec2f {
  return vec2f();
}

@compute @workgroup_size(1)
fn main() {
  let v2 = vec2<f32>(1.0, 2.0);
  let v3 = vec3(v2, 3.0);
  let v4 = vec4f(v3.xy, v2);
  let splat = vec4<i32>(7);
  let m = mat2x2<f32>(1.0, 0.0, 0.0, 1.0);
  let m2 = mat2x2(vec2f(1.0, 2.0), vec2f(3.0, 4.0));
  let arr = array<f32, 4>(1.0, 2.0, 3.0, 4.0);
  let arr2 = array(vec2i(1), vec2i(2));
  let zero_arr = array<u32, 8>();
  let p = make_pair(3);
  let q = Pair();
  let conv = vec3u(v3);
  let b = bitcast<u32>(v4.x);
  let bv = bitcast<vec4<i32>>(v4);
  let f = bitcast<f32>(b);

  var r = 0.0;
  r += abs(-1.0) + acos(0.5) + asin(0.5) + atan(1.0) + atan2(1.0, 2.0);
  r += ceil(1.5) + floor(1.5) + round(1.5) + trunc(1.5) + fract(1.5);
  r += clamp(2.0, 0.0, 1.0) + cos(0.0) + sin(0.0) + tan(0.0) + cosh(0.0) + sinh(0.0) + tanh(0.0);
  r += degrees(1.0) + radians(1.0) + distance(v2, v2) + dot(v3, v3) + length(v4);
  r += exp(1.0) + exp2(1.0) + log(2.0) + log2(2.0) + inverseSqrt(4.0) + sqrt(4.0);
  r += max(1.0, 2.0) + min(1.0, 2.0) + mix(0.0, 1.0, 0.5) + pow(2.0, 3.0) + sign(-2.0);
  r += smoothstep(0.0, 1.0, 0.5) + step(0.5, 1.0) + fma(1.0, 2.0, 3.0) + saturate(2.0);
  r += ldexp(1.0, 2) + frexp(8.0).fract + f32(frexp(8.0).exp) + modf(1.5).whole;
  r += determinant(m) + transpose(m2)[0][1] + cross(v3, v3).x + normalize(v3).y;
  r += faceForward(v3, v3, v3).x + reflect(v3, v3).y + refract(v3, v3, 1.0).z;
  r += quantizeToF16(1.0) + unpack2x16float(pack2x16float(v2)).x;
  r += unpack4x8snorm(pack4x8snorm(v4)).x + unpack2x16unorm(pack2x16unorm(v2)).y;
  r += unpack2x16snorm(pack2x16snorm(v2)).x + unpack4x8unorm(pack4x8unorm(v4)).w;
  r += f32(countOneBits(b) + countLeadingZeros(b) + countTrailingZeros(b));
  r += f32(firstLeadingBit(b) + firstTrailingBit(b) + reverseBits(b));
  r += f32(extractBits(b, 1u, 4u) + insertBits(b, 3u, 1u, 2u));
  r += f32(select(1, 2, all(splat > vec4i(0))) + select(1, 2, any(bv < vec4i(0))));
  r += f32(dot4I8Packed(b, b) + i32(dot4U8Packed(b, b)));
  r += f32(pack4xI8(splat) + pack4xU8(conv.xyzz) + pack4xI8Clamp(splat) + pack4xU8Clamp(conv.xxyy));
  r += f32(unpack4xI8(b).x) + f32(unpack4xU8(b).y);
  r += arr[2] + f32(arr2[1].x) + f32(zero_arr[3]) + f32(p.a) + q.b + f + no_args().x;
  r += f32(arrayLength(&out_data));
  out_data[0] = r;
}

@group(0) @binding(0) var<storage, read_write> out_data : array<f32>;
