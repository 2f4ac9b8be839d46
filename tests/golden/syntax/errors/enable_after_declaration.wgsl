const scale = 2.0;
enable f16;

fn main() {
  let h : f16 = 1.0h * f16(scale);
}
