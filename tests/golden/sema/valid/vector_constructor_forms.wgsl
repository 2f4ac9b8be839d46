fn f() -> f32 {
  let a = vec2f();
  let b = vec2f(1.0);
  let c = vec2f(1.0, 2.0);
  let d = vec3f(c, 3.0);
  let e = vec3f(1.0, c);
  let g = vec4f(c, c);
  let h = vec4f(1.0, d);
  let i = vec4f(d, 1.0);
  let j = vec4f(1.0, c, 2.0);
  let k = vec4f(1.0, 2.0, c);
  let l = vec4f(c, 1.0, 2.0);
  let m = vec4(1.0, 2.0, 3.0, 4.0);
  let n = vec3(vec2(1, 2), 3);
  let o = vec3<i32>(n);
  let p = vec3u(o);
  let q = vec3f(p);
  let r = vec2<bool>(true, false);
  let s = vec4<bool>(vec2<bool>(true), r);
  let t = vec2i(vec2f(1.5, -2.5));
  let u = vec4(d.zyx, 0.0);
  return a.x + b.y + e.z + g.w + h.x + i.y + j.z + k.w + l.x + m.y + q.z + f32(t.x) + u.x
      + select(0.0, 1.0, all(s));
}
