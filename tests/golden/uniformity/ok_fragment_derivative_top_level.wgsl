@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  let a = dpdx(uv.x) + dpdy(uv.y) + fwidth(uv.x);
  return vec4f(a);
}
