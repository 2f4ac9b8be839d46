enable f16;

@group(0) @binding(0) var<storage, read> a: array<vec4h>;
@group(0) @binding(1) var<storage, read_write> out: array<f16>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  let v = a[gid.x];
  let scale = 0.5h;
  let m = mat2x2h(1.0h, 0.0h, 0.0h, 1.0h);
  let w = m * v.xy;
  out[gid.x] = dot(v, vec4h(scale)) + w.x + f16(1.5f) + f16(2);
}
