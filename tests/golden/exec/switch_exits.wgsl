// Exits from inside a switch case: `break` inside an `if` leaves the switch (uniform and divergent
// conditions), `continue` inside a switch inside a loop, `return` from a case. The compiled
// backend once ran the statements after a uniform `break` (f1 returned 99 instead of 20).
@group(0) @binding(0) var<storage, read> inp: array<u32, 4>;
@group(0) @binding(1) var<storage, read_write> o: array<i32>;

fn f1(x: i32) -> i32 {
  var r = 0;
  switch (x) {
    case 2: { r = 20; if (x == 2) { break; } r = 99; }
    default: { r = -1; }
  }
  return r;
}

fn f2(x: i32, lane: u32) -> i32 {
  var r = 1;
  switch (x) {
    case 2, 3: { r = 30; if (lane % 2u == 0u) { break; } r = r + 5; }
    default: { r = -2; }
  }
  return r;
}

fn f3(n: u32) -> i32 {
  var acc = 0;
  for (var i = 0u; i < n; i++) {
    switch (i % 3u) {
      case 0u: { if (i > 2u) { continue; } acc += 100; }
      case 1u: { acc += 10; if (i == 4u) { break; } acc += 1; }
      default: { acc += 1000; }
    }
    acc += 7;
  }
  return acc;
}

fn f4(x: u32) -> i32 {
  switch (x) {
    case 1u: { if (x == 1u) { return 11; } return 12; }
    default: {}
  }
  return 13;
}

@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  let x = i32(inp[0]);
  o[li * 4u + 0u] = f1(x);
  o[li * 4u + 1u] = f2(x + i32(li % 2u), li);
  o[li * 4u + 2u] = f3(inp[1] + li);
  o[li * 4u + 3u] = f4(inp[2] + li % 2u);
}
