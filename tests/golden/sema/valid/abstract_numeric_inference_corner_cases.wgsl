const big = 1 << 40;
const small = big >> 38;
const f = 1 + 0.5;
const m = max(1, 2u);
const h = 0x7fffffff + 1 - 1;
const e = 1e-3;

fn g() -> u32 {
  let a = small;
  let b: u32 = m;
  var v = vec3(1, 2, 3);
  let w: vec3f = vec3(1, 2, 3);
  let idx = array(10u, 20u, 30u)[1];
  let s = select(1, 2, true);
  let t: f32 = f;
  return u32(a) + b + u32(v.x) + u32(w.y) + idx + u32(s) + u32(t) + u32(h) + u32(e);
}
