struct Params {
  count: u32,
  scale: f32,
}
const p = Params(1.5, 2.0);
