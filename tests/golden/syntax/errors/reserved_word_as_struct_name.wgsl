struct template {
  a : f32,
}
