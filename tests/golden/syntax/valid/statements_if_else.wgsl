fn classify(x : i32) -> i32 {
  if x < 0 {
    return -1;
  }
  if (x == 0) {
    return 0;
  } else {
    // nothing
  }
  if x == 1 {
    return 1;
  } else if (x == 2) {
    return 2;
  } else if x == 3 {
    return 3;
  } else if x < 10 {
    if x % 2 == 0 { return 4; } else { return 5; }
  } else {
    return 6;
  }
}

fn nested(a : bool, b : bool) -> u32 {
  var r = 0u;
  if a {
    if b {
      r = 3u;
    } else {
      r = 2u;
    }
  } else if b {
    r = 1u;
  }
  if ((a)) {}
  if !a && (b || a) {}
  return r;
}

fn main() {
  _ = classify(5) + i32(nested(true, false));
}
