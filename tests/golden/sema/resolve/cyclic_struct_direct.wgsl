struct Node {
  value: f32,
  next: Node,
}
