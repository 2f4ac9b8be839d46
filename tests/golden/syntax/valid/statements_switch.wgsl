fn pick(x : i32) -> i32 {
  var r = 0;
  switch x {
    case 0: {
      r = 10;
    }
    case 1, 2 {
      r = 20;
    }
    case 3, 4, 5, {
      r = 30;
    }
    case 6, default: {
      r = -1;
    }
  }
  switch (x) {
    default {
      r += 1;
    }
  }
  switch x + 1 {
    case 100 { }
    default: { }
    case 200: { r = 0; break; }
  }
  switch u32(x) {
    case 0u, 1u: {
      if r > 5 { break; }
      r = 5;
    }
    case 0x10u { }
    default {}
  }
  const K = 7;
  switch x {
    case K { r = K; }
    case K + 1, K * 2 { r = K + 1; }
    default { switch r { default { r *= 2; } } }
  }
  return r;
}

fn main() {
  _ = pick(3);
}
