var<private> state: u32;
fn bump(p: ptr<private, u32>) {
  state = *p + 1u;
}
@compute @workgroup_size(1)
fn main() {
  bump(&state);
}
