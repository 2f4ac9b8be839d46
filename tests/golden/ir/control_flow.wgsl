// Every structured construct: if/else, a for loop with continue, a loop with continuing and
// break if, a switch whose case breaks out early, and an early return in a called function.
@group(0) @binding(0) var<storage, read_write> out: array<i32, 4>;
fn classify(x: i32) -> i32 {
  if (x < 0) { return -1; }
  var r = 0;
  switch (x % 3) {
    case 0: { r = 10; if (x > 6) { break; } r = 11; }
    case 1, 2: { r = 20; }
    default: { r = 99; }
  }
  return r;
}
@compute @workgroup_size(1) fn main() {
  var sum = 0;
  for (var i = 0; i < 8; i++) {
    if (i == 3) { continue; }
    sum += classify(i);
  }
  var n = 0;
  loop {
    n += 1;
    continuing { break if n >= 5; }
  }
  out[0] = sum;
  out[1] = n;
}
