struct Params {
  scale: f32,
}

fn make_params() -> Params {
  return Params;
}
