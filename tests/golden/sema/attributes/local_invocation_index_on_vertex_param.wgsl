@vertex
fn vs(@builtin(local_invocation_index) li: u32) -> @builtin(position) vec4f {
  return vec4f(0.0);
}
