struct S {
  @align(0) a: f32,
}
