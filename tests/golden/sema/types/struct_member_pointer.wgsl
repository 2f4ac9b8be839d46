struct Ref {
  p: ptr<private, f32>,
}
