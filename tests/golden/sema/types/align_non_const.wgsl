struct S {
  @align(4.0) x: u32,
}
