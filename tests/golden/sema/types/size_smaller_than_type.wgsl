struct S {
  @size(8) v: vec4f,
}
