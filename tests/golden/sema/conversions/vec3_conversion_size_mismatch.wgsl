fn f(p: vec3f) -> vec2u {
  return vec2u(p);
}
