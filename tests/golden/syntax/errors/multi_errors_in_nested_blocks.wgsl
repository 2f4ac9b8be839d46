fn f(n : i32) -> i32 {
  var acc = 0;
  for (var i = 0; i < n; i++) {
    if i % 2 == 0 {
      acc += i
    } else {
      acc -= i;
    }
  }
  return acc;
}

fn g(n : i32) -> i32 {
  var acc = 0;
  var i = 0;
  loop {
    if i >= n { break; }
    switch i {
      case 0 { acc += 1 }
      default { acc += 2; }
    }
    continuing {
      i++;
    }
  }
  return acc;
}
