// Lexical scoping: blocks, loop bodies, continuing, for initializers, parameters.
const x = 1;

fn shadow_param(x : i32) -> i32 {
  let y = x;                 // the parameter
  {
    let x = y * 2;           // a new 'x' in the inner block
    {
      var x = x + 1;         // initializer refers to the enclosing 'x'
      x++;
      _ = x;
    }
  }
  return y;
}

fn loop_scopes() -> i32 {
  var total = 0;
  for (var i = 0; i < 3; i++) {
    let i2 = i * 2;
    total += i2;
  }
  for (var i = 10; i < 12; i++) {   // a fresh 'i'
    total += i;
  }
  var n = 0;
  loop {
    let step = 2;
    n += step;
    continuing {
      let limit = 6;               // may see 'step' from the loop body
      break if n + step > limit;
    }
  }
  return total + n;
}

fn main() {
  _ = shadow_param(x) + loop_scopes();
  let x = 5;                         // shadows the module-scope constant
  _ = x;
}
