fn f(v: vec4u, s: u32) -> vec4u {
  return v << s;
}
