var<private> state: u32;
fn get_state() -> ptr<private, u32> {
  return &state;
}
