struct {
  a : f32,
}
