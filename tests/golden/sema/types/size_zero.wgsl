struct S {
  @size(0) x: u32,
}
