struct Tree {
  value: f32,
  children: array<Tree, 2>,
}
