// Tint judges the condition's type after the blocks of the statement: the error in the else
// block is the first one.
fn f(u: u32) {
  if (u) {} else { _ = read_write(1); }
}
