// Half precision arithmetic behind 'enable f16'.
enable f16;

struct HalfData {
  values : array<vec4h>,
}

@group(0) @binding(0) var<storage, read_write> data : HalfData;

fn lerp_h(a : f16, b : f16, t : f16) -> f16 {
  return a + (b - a) * t;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid : vec3u) {
  let i = gid.x;
  if i >= arrayLength(&data.values) {
    return;
  }
  var v = data.values[i];
  let m = mat2x2h(1.0h, 0.0h, 0.0h, 1.0h);
  v = vec4h(m * v.xy, v.zw);
  v.x = lerp_h(v.x, 1.0h, 0.5h);
  v.y = f16(0.25) + 0x1p-2h + 1h + 2.5e-1h;
  v = clamp(v, vec4h(-65504.0h), vec4h(65504.0h));
  data.values[i] = v * vec4<f16>(2.0);
}
