@vertex
fn vs(@builtin(local_invocation_id) lid: vec3u) -> @builtin(position) vec4f {
  return vec4f(0.0);
}
