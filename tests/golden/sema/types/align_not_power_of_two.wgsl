struct S {
  a: f32,
  @align(12) b: vec3f,
}
@group(0) @binding(0) var<storage> s: S;
