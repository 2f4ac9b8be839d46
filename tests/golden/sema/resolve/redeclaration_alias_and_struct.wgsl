alias Vec = vec3f;

struct Vec {
  x: f32,
}
