// The bool literals do not open a template list: `true<u32>(1u)` is a comparison chain.
fn f() -> bool {
  return (true<u32>(1u));
}
