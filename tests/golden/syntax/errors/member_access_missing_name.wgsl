fn main() {
  let v = vec3f(1.0, 2.0, 3.0);
  let x = v.;
}
