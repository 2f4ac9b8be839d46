alias Color vec4f;

struct Vertex {
  position : vec3f
  normal : vec3f,
}

type Index = u32;

struct Mesh {
  count : u32;
}
