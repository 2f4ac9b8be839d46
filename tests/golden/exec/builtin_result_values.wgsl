// Golden execution test: the result structures of modf, frexp and atomicCompareExchangeWeak as
// whole values: held in variables, reassigned, copied through lets, built from constants.
@group(0) @binding(0) var<storage, read> inp: array<f32, 4>;
@group(0) @binding(1) var<storage, read_write> counter: atomic<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<f32, 24>;
const CM = modf(-2.75);
@compute @workgroup_size(1) fn main() {
  var m = modf(inp[0]);
  out[0] = m.fract; out[1] = m.whole;
  m = modf(inp[1]);
  out[2] = m.fract; out[3] = m.whole;
  let mc = m;
  m.whole = 10.0;
  out[4] = mc.whole + m.whole;
  var f = frexp(vec3(inp[2], inp[3], 0.0));
  let g = f;
  f.exp.x = 1;
  out[5] = g.fract.x; out[6] = f32(g.exp.x); out[7] = f32(f.exp.x); out[8] = g.fract.y; out[9] = f32(g.exp.y);
  out[10] = CM.fract + CM.whole * 10.0;
  let cm = CM;
  out[11] = cm.whole;
  var r = atomicCompareExchangeWeak(&counter, 7u, 1u);
  out[12] = f32(r.old_value) + select(0.0, 0.5, r.exchanged);
  for (var i = 0u; i < 4u; i++) {
    r = atomicCompareExchangeWeak(&counter, i, i + 1u);
    let s = r;
    out[13u + i] = f32(s.old_value) + select(0.0, 0.5, s.exchanged);
  }
  let e = atomicCompareExchangeWeak(&counter, 4u, 9u);
  var copy = e;
  out[17] = f32(copy.old_value) + select(0.0, 0.5, copy.exchanged);
  out[18] = f32(atomicLoad(&counter));
}
