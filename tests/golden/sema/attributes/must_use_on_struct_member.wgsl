struct S {
  @must_use x: i32,
}
