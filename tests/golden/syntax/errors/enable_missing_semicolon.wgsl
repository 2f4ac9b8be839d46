enable f16

fn main() {
  let h : f16 = 1.0h;
}
