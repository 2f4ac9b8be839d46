// loop / continuing / break if, for (all header forms), while.
fn helper() {}
fn counter(p : ptr<function, i32>) { *p += 1; }

fn loops() -> i32 {
  var total = 0;
  var i = 0;

  loop {
    if i >= 4 { break; }
    i++;
    if i == 2 { continue; }
    total += i;
  }

  loop {
    i--;
    continuing {
      total += 1;
      break if i <= 0;
    }
  }

  loop {
    continuing {
      break if true;
    }
  }

  loop {
    if total > 100 { break; }
    total *= 2;
    continuing {
      if total == 3 { total = 4; }
    }
  }

  for (var j = 0; j < 4; j++) { total += j; }
  for (var j : i32 = 10; j > 0; j -= 3) { total -= j; }
  for (let k = 3; i < k; i = i + 1) { total += k; }
  for (i = 0; i < 3; i += 1) { }
  for (i++; i < 10; i++) { }
  for (helper(); i < 12; helper()) { i++; }
  for (counter(&i); i < 14; counter(&i)) { }
  for (; i < 16;) { i++; }
  for (;; i--) { if i < 0 { break; } }
  for (;;) { break; }
  for (const c = 2; i < c; i++) { }
  for (var a = 0; a < 2; a++) {
    for (var b = 0; b < 2; b++) {
      if b == 1 { continue; }
      total += a * b;
    }
  }

  while i < 20 { i++; }
  while (i > 0) { i -= 2; if i == 1 { break; } }
  while false { }
  while (true) {
    if i > 3 { break; }
    i++;
    continue;
  }
  return total;
}

fn main() {
  _ = loops();
}
