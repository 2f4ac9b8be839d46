fn f(x: f32, v: vec3f, n: vec3f) -> f32 {
  let a = abs(x) + sign(x) + floor(x) + ceil(x) + round(x) + trunc(x) + fract(x);
  let b = sqrt(abs(x)) + inverseSqrt(abs(x) + 1.0) + exp(x) + exp2(x) + log(abs(x) + 1.0) + log2(2.0);
  let c = sin(x) + cos(x) + tan(x) + asin(0.5) + acos(0.5) + atan(x) + atan2(x, 1.0);
  let d = sinh(x) + cosh(x) + tanh(x) + asinh(x) + acosh(1.5) + atanh(0.5);
  let e = pow(2.0, x) + min(x, 1.0) + max(x, 0.0) + clamp(x, 0.0, 1.0) + saturate(x);
  let g = mix(0.0, 1.0, x) + step(0.5, x) + smoothstep(0.0, 1.0, x) + fma(x, 2.0, 1.0);
  let h = length(v) + distance(v, n) + dot(v, n) + degrees(x) + radians(x);
  let i = cross(v, n) + normalize(v) + reflect(v, n) + refract(v, n, 1.33) + faceForward(v, n, v);
  let j = mix(v, n, 0.5) + mix(v, n, vec3f(0.25)) + clamp(v, vec3f(0.0), vec3f(1.0)) + select(v, n, x > 0.0);
  let k = quantizeToF16(x) + ldexp(x, 2) + determinant(mat2x2f(1.0, 2.0, 3.0, 4.0));
  let fr = frexp(x);
  let mf = modf(v);
  return a + b + c + d + e + g + h + i.x + j.y + k + fr.fract + f32(fr.exp) + mf.fract.x + mf.whole.y;
}
