struct Particle {
  pos : vec3f
  vel : vec3f,
}

fn step(p : Particle) -> Particle {
  var q = p;
  q.pos += q.vel * 0.1
  return q;
}

fn energy(p : Particle -> f32 {
  return dot(p.vel, p.vel);
}
