fn helper() -> @invariant @builtin(position) vec4f {
  return vec4f(0.0);
}
