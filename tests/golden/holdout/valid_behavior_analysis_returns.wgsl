@group(0) @binding(0) var<storage, read_write> out: array<i32, 8>;

fn loop_returns(limit: i32) -> i32 {
  var i = 0;
  loop {
    if (i * i > limit) {
      return i;
    }
    i++;
  }
}

fn switch_returns(v: u32) -> f32 {
  switch v {
    case 0u: { return 0.0; }
    case 1u, 2u: { return 1.5; }
    default: { return -1.0; }
  }
}

fn if_else_returns(x: i32) -> i32 {
  if (x > 0) {
    return 1;
  } else if (x < 0) {
    return -1;
  } else {
    return 0;
  }
}

fn block_returns(b: bool) -> bool {
  {
    return !b;
  }
}

@compute @workgroup_size(1)
fn main() {
  out[0] = loop_returns(50);
  out[1] = i32(switch_returns(2u));
  out[2] = if_else_returns(-7);
  out[3] = select(0, 1, block_returns(false));
}
