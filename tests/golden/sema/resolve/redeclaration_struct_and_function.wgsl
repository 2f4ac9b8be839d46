struct Light {
  color: vec3f,
}

fn Light() -> vec3f { return vec3f(1.0); }
