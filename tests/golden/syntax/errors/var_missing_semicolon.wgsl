var<private> counter : i32

fn main() {
  counter = 1;
}
