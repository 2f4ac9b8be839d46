struct Particle { pos: vec2f, mass: f32 }
fn mass_of(p: ptr<function, Particle>) -> f32 {
  return *p.mass;
}
