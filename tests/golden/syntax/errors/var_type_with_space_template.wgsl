fn main() {
  var v : vec3 f32;
}
