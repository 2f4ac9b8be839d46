// Four-sample coverage: thin and slanted triangles at odd angles into a 4x multisampled target,
// resolved. Edge pixels average the samples each triangle covers at WebGPU's standard positions
// (0.375, 0.125), (0.875, 0.375), (0.125, 0.625), (0.625, 0.875), with the top-left rule per sample.
struct Out { @builtin(position) pos: vec4f, @location(0) color: vec3f }
@vertex fn vs(@builtin(vertex_index) v: u32, @builtin(instance_index) i: u32) -> Out {
  var p = array(vec2f(-0.93, -0.81), vec2f(0.87, -0.62), vec2f(-0.41, 0.91));
  let angle = f32(i) * 1.37 + 0.11;
  let scale = 1.0 - f32(i) * 0.27;
  let r = mat2x2f(cos(angle), sin(angle), -sin(angle), cos(angle)) * scale;
  var c = array(vec3f(1, 0.5, 0), vec3f(0, 1, 0.25), vec3f(0.2, 0.3, 1));
  return Out(vec4f(r * p[v], 0, 1), c[i]);
}
@fragment fn fs(in: Out) -> @location(0) vec4f { return vec4f(in.color, 1); }
