struct S {
  @workgroup_size(1) x: f32,
}
