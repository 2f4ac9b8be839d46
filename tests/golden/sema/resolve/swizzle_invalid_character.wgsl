fn f(v: vec4f) -> vec2f {
  return v.xq;
}
