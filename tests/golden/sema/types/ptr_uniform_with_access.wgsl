struct Params { scale: f32 }
fn read_scale(p: ptr<uniform, Params, read>) -> f32 {
  return (*p).scale;
}
