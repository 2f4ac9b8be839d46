fn helper() {}
fn main() {
  helper()
  helper();
}
