struct Shape {
  static : i32,
}
