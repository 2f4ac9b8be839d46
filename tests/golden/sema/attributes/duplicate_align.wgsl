struct S {
  @align(16) @align(8) v: vec2f,
}
