fn f() -> vec4f {
  var v = vec4f(0.0);
  v.x = 1.0;
  v[1] = 2.0;
  v.zw = vec2f(3.0, 4.0);
  v.yx = v.xy;
  var iv = vec2i(0);
  iv.x++;
  iv[1] += 5;
  var m = mat2x2f();
  m[0] = vec2f(1.0, 0.0);
  m[1].y = 1.0;
  var arr: array<vec2u, 4>;
  arr[2].y = 7u;
  arr[3] = vec2u(1u);
  return v + vec4f(f32(iv.x), f32(iv.y), m[1].y, f32(arr[2].y));
}
