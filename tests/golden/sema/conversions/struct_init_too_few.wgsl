struct Ray { origin: vec3f, dir: vec3f }
fn f() -> Ray {
  return Ray(vec3f(0.0));
}
