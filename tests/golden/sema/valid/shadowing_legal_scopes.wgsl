var<private> count: u32 = 0u;
const scale = 2.0;

fn f(count: u32) -> u32 {
  let scale = 3u;
  var total = count * scale;
  for (var i = 0u; i < 4u; i++) {
    let total = i;
    _ = total;
  }
  {
    var count = 7u;
    count += 1u;
    total += count;
  }
  return total;
}

fn g() -> f32 {
  let x = scale;
  if (x > 1.0) {
    let x = x * 2.0;
    return x;
  }
  return x;
}
