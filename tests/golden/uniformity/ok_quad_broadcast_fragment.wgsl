enable subgroups;
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  let r = quadBroadcast(uv.y, 0u);
  return vec4f(r);
}
