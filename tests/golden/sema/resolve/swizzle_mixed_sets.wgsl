fn f(c: vec4f) -> vec3f {
  return c.rgz;
}
