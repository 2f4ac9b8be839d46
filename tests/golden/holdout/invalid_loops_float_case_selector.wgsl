@group(0) @binding(0) var<storage, read_write> buf: array<i32, 64>;

fn collatz_steps(n0: i32) -> i32 {
  var n = n0;
  var steps = 0;
  loop {
    if (n <= 1) { break; }
    if (n % 2 == 0) {
      n /= 2;
    } else {
      n = 3 * n + 1;
    }
    continuing {
      steps++;
      break if steps >= 1000;
    }
  }
  return steps;
}

fn classify(x: i32) -> i32 {
  switch (x) {
    case 0, 1: { return 10; }
    case 2, 3, default: { return 20; }
    case 4: { return 30; }
  }
}

fn sum_while(limit: i32) -> i32 {
  var i = 0;
  var s = 0;
  while i < limit {
    s += i;
    i++;
  }
  return s;
}

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) li: u32) {
  let x = i32(li);
  var acc = collatz_steps(x + 1) + classify(x % 6) + sum_while(x);
  for (var a = 0; a < 4; a++) {
    for (var b = a; b < 4; b++) {
      if (b == 3) { continue; }
      acc ^= a << u32(b);
    }
  }
  switch acc & 3 {
    case 0 { acc += 1; }
    case 1.0 { acc -= 1; }
    default { }
  }
  buf[li] = acc;
}
