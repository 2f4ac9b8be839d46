fn f(p: vec3f, cell: vec3i) -> vec3f {
  return p + cell;
}
