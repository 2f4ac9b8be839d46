// Swizzles (xyzw and rgba sets, 1 to 4 components), member and index chains.
struct Inner {
  v : vec4f,
  a : array<vec2i, 3>,
}

struct Outer {
  inner : Inner,
  list : array<Inner, 2>,
  m : mat3x4f,
}

fn main() {
  var o : Outer;
  let v = vec4f(1.0, 2.0, 3.0, 4.0);
  let a = v.x + v.y + v.z + v.w + v.r + v.g + v.b + v.a;
  let b = v.xy + v.rg + v.zw + v.ba + v.yx + v.ar;
  let c = v.xyz + v.rgb + v.zyx + v.bgr + v.xxx + v.aaa;
  let d = v.xyzw + v.rgba + v.wzyx + v.abgr + v.xxyy + v.rrgg + v.wwww;
  o.inner.v = d;
  o.inner.v.x = a;
  o.inner.v.y = b.x;
  o.inner.v[2] = c.z;
  o.list[1].a[2].y = 7;
  o.list[0].v.w += o.list[1].v.z;
  o.m[2] = v;
  o.m[1][3] = o.m[2].w;
  o.m[0].x = select(0.0, 1.0, o.inner.a[1].x > 0);
  _ = o.list[1].a[2].yx.y;
  _ = vec2f(3.0).yx.xyxy.zw;
  _ = array(v, v)[1].xz;
  _ = (v).x;
  _ = ((v.zyxw)).x;
}
