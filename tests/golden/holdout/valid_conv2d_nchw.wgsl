struct ConvShape {
  in_channels: u32,
  out_channels: u32,
  height: u32,
  width: u32,
  kernel: u32,
  stride: u32,
  padding: u32,
  out_h: u32,
  out_w: u32,
}

@group(0) @binding(0) var<storage, read> input_t: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read> bias: array<f32>;
@group(0) @binding(3) var<storage, read_write> output_t: array<f32>;
@group(0) @binding(4) var<uniform> shape: ConvShape;

fn in_at(c: u32, y: i32, x: i32) -> f32 {
  if (y < 0 || x < 0 || y >= i32(shape.height) || x >= i32(shape.width)) {
    return 0.0;
  }
  return input_t[(c * shape.height + u32(y)) * shape.width + u32(x)];
}

@compute @workgroup_size(8, 8, 1)
fn conv(@builtin(global_invocation_id) gid: vec3u) {
  let ox = gid.x;
  let oy = gid.y;
  let oc = gid.z;
  if (ox >= shape.out_w || oy >= shape.out_h || oc >= shape.out_channels) {
    return;
  }
  var acc = bias[oc];
  let k = shape.kernel;
  for (var ic = 0u; ic < shape.in_channels; ic++) {
    for (var ky = 0u; ky < k; ky++) {
      for (var kx = 0u; kx < k; kx++) {
        let iy = i32(oy * shape.stride + ky) - i32(shape.padding);
        let ix = i32(ox * shape.stride + kx) - i32(shape.padding);
        let w = weights[((oc * shape.in_channels + ic) * k + ky) * k + kx];
        acc += w * in_at(ic, iy, ix);
      }
    }
  }
  output_t[(oc * shape.out_h + oy) * shape.out_w + ox] = max(acc, 0.0);
}
