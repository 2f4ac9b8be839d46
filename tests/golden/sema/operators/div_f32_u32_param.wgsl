fn average(sum: f32, count: u32) -> f32 {
  return sum / count;
}
