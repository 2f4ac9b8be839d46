enable subgroups;
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  var r = 0.0;
  if (uv.x > 0.5) {
    r = quadSwapX(uv.y);
  }
  return vec4f(r);
}
