struct Light { color: vec3f }
struct Material { color: vec3f }
fn f() {
  var m: Material;
  m = Light(vec3f(1.0));
}
