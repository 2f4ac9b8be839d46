fn a() -> u32 {
  return 1u
}

const mask = 0xffffffffffu;

fn b() -> i32 {
  return 2
}
