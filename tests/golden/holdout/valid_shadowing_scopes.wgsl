const scale = 2.0;
var<private> counter: i32 = 0;

@group(0) @binding(0) var<storage, read_write> data: array<f32>;

fn helper(scale: f32) -> f32 {
  // Parameter shadows the module-scope constant.
  let counter = scale * 2.0;
  return counter;
}

fn nested(x: i32) -> i32 {
  var x2 = x;
  {
    let x = x2 + 1;
    {
      let x = x * 2;
      x2 += x;
    }
    x2 += x;
  }
  for (var x = 0; x < 2; x++) {
    x2 += x;
  }
  if (x2 > 10) {
    let x2 = 0;
    return x2;
  }
  return x2;
}

@compute @workgroup_size(1)
fn main() {
  let helper_result = helper(3.0);
  let data_len = arrayLength(&data);
  var main = 1;
  main += nested(main);
  counter += main;
  let helper = helper_result * scale;
  data[0] = helper + f32(counter) + f32(data_len);
}
