struct QuantParams {
  m: u32,
  n: u32,
  k4: u32,
  scale: f32,
  zero_point: i32,
}

@group(0) @binding(0) var<storage, read> a_q: array<u32>;
@group(0) @binding(1) var<storage, read> b_q: array<u32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> qp: QuantParams;

@compute @workgroup_size(16, 16)
fn qmatmul(@builtin(global_invocation_id) gid: vec3u) {
  let row = gid.y;
  let col = gid.x;
  if (row >= qp.m || col >= qp.n) {
    return;
  }
  var acc: u32 = 0;
  for (var kk = 0u; kk < qp.k4; kk++) {
    let a = a_q[row * qp.k4 + kk];
    let b = b_q[col * qp.k4 + kk];
    acc += dot4I8Packed(a, b);
  }
  c[row * qp.n + col] = f32(acc - qp.zero_point) * qp.scale;
}
