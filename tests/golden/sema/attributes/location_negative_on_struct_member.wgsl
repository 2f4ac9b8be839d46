struct VOut {
  @builtin(position) pos: vec4f,
  @location(-2) uv: vec2f,
}
