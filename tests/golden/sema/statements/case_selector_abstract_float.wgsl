// An abstract-float case value is converted to i32, whatever the type of the selector.
fn f(u: u32) {
  switch (u) {
    case 1.0: {}
    default: {}
  }
}
