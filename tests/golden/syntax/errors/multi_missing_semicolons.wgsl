fn a() -> i32 {
  let x = 1
  return x;
}

fn b() -> i32 {
  var y = 2;
  y += 1
  return y;
}

fn c() {
  var z = 0;
  z++
}
