// Module-scope private variables in a vertex and a fragment shader: each invocation starts with
// the initializer's value (or zero), whatever the invocations before it in a batch did. Each
// stage counts in its privates and colours by what it finds; a stale value shows as a wrong colour.
var<private> vertex_count: u32;
var<private> vertex_seed: f32 = 0.25;
var<private> fragment_count: u32;
var<private> fragment_tint = vec3f(0.5, 0.75, 1.0);

struct Out {
  @builtin(position) pos: vec4f,
  @location(0) @interpolate(flat) seen: vec2u,
  @location(1) seed: f32,
}

@vertex fn vs(@builtin(vertex_index) v: u32, @builtin(instance_index) i: u32) -> Out {
  var corners = array(vec2f(-1, -1), vec2f(1, -1), vec2f(-1, 1), vec2f(1, 1));
  vertex_count += 1u;
  vertex_seed += f32(v);
  let c = corners[v % 4u] * 0.45 + vec2f(f32(i % 2u) - 0.5, f32(i / 2u) - 0.5);
  return Out(vec4f(c, 0, 1), vec2u(vertex_count, i), vertex_seed - f32(v));
}

@fragment fn fs(in: Out) -> @location(0) vec4f {
  fragment_count += 1u;
  fragment_tint *= 0.5;
  let ok = in.seen.x == 1u && fragment_count == 1u && abs(in.seed - 0.25) < 1e-6 &&
           all(fragment_tint == vec3f(0.25, 0.375, 0.5));
  return select(vec4f(1, 0, 0, 1), vec4f(fragment_tint, f32(in.seen.y + 1u) * 0.25), ok);
}
