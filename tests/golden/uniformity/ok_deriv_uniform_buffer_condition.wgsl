@group(0) @binding(0) var<uniform> mode: u32;
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  var d = 0.0;
  if (mode == 1u) {
    d = dpdyFine(uv.x);
  }
  return vec4f(d);
}
