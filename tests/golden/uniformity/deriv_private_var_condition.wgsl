var<private> mode: u32;
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  var d = 0.0;
  if (mode == 1u) {
    d = dpdxCoarse(uv.x);
  }
  return vec4f(d);
}
