// A case value of a concrete type that is not an integer.
fn f(u: u32) {
  switch (u) {
    case 1.0f: {}
    default: {}
  }
}
