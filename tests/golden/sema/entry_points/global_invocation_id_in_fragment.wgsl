@fragment
fn fs(@builtin(global_invocation_id) id: vec3u) -> @location(0) vec4f {
  return vec4f(0.0);
}
