enable subgroups;
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  let d = dpdx(uv.x);
  var r = 0.0;
  if (d > 0.0) {
    r = subgroupAdd(uv.y);
  }
  return vec4f(r);
}
