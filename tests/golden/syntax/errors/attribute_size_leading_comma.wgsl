struct S {
  @size(, 16) a : f32,
}
