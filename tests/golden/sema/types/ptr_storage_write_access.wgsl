fn store(p: ptr<storage, array<f32>, write>) {
  p[0] = 1.0;
}
