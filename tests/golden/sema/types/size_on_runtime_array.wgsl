struct S {
  count: u32,
  @size(64) data: array<f32>,
}
