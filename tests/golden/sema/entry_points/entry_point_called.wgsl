@compute @workgroup_size(64)
fn main() {}
fn helper() {
  main();
}
