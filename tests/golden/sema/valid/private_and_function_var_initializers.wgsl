var<private> seed: u32 = 0x9e3779b9u;
var<private> lut: array<f32, 4> = array(0.0, 0.25, 0.5, 1.0);
var<private> identity = mat3x3f(1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0);
var<private> uninit: vec3f;

fn hash(x: u32) -> u32 {
  var h = x ^ seed;
  h ^= h >> 16u;
  h *= 0x7feb352du;
  h ^= h >> 15u;
  return h;
}

@compute @workgroup_size(1)
fn main() {
  var local: f32 = lut[hash(1u) % 4u];
  var<function> explicit_space: i32 = 3;
  uninit = identity * vec3f(local, f32(explicit_space), 0.0);
}
