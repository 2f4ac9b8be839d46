// café au lait
fn main() {
  let xé = 1;
}
