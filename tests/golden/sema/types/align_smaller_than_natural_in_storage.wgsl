struct S {
  a: f32,
  @align(4) b: vec4f,
}
@group(0) @binding(0) var<storage, read_write> s: S;
