enable subgroups;
@fragment fn main(@builtin(subgroup_size) n: u32, @location(0) uv: vec2f) -> @location(0) vec4f {
  var r = 0.0;
  if (n == 32u) {
    r = dpdx(uv.x);
  }
  return vec4f(r);
}
