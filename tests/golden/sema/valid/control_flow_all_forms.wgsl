fn f(n: i32) -> i32 {
  var acc = 0;
  for (var i = 0; i < n; i++) {
    if (i % 2 == 0) { continue; }
    acc += i;
    if (acc > 100) { break; }
  }
  var j = 0;
  while (j < 10) { j += 1; }
  loop {
    j--;
    if (j == 5) { continue; }
    continuing {
      break if j <= 0;
    }
  }
  switch (n) {
    case 0, 1: { acc = 1; }
    case 2, default: { acc += 2; }
    case 3: { }
  }
  switch (u32(n)) {
    default { fallthrough_not_needed(); }
  }
  if (n > 0) { return acc; } else if (n < 0) { return -acc; } else { return 0; }
}
fn fallthrough_not_needed() {}
