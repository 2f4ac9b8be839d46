struct VertexOut {
  @builtin(position) pos : vec4f,
  @location(0) @interpolate(perspective, center, first) color : vec4f,
}
