@group(0) @binding(0) var<storage, read> xs: array<vec4f>;
@group(0) @binding(1) var<storage, read_write> ys: array<vec4f>;

fn split_scalar(x: f32) -> vec2f {
  let r = modf(x);
  return vec2f(r.fract, r.whole);
}

fn mantissa_exp(x: vec2f) -> vec4f {
  let r = frexp(x);
  return vec4f(r.fract, vec2f(r.exp));
}

const CONST_SPLIT = modf(3.75);
const CONST_EXP = frexp(8.0);

@compute @workgroup_size(32)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  let i = gid.x;
  if (i >= arrayLength(&xs)) { return; }
  let x = xs[i];
  let a = split_scalar(x.x);
  let b = mantissa_exp(x.yz);
  let rebuilt = ldexp(b.xy, vec2i(b.zw));
  let v = modf(x);
  let fr = frexp(x.w).fract;
  ys[i] = vec4f(a + rebuilt, v.fract.x + v.whole.y, fr)
        + vec4f(CONST_SPLIT.fract, CONST_SPLIT.whole, CONST_EXP.fract, f32(CONST_EXP.exp));
}
