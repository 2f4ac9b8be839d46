// The same for a while loop: the body's error comes before the condition's type.
fn f(u: u32) {
  while (u) { _ = read_write(1); }
}
