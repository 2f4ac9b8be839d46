struct Vertex {
  pos: vec3f,
  normal: vec3f,
  pos: vec2f,
}
