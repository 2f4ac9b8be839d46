fn f() -> mat4x4f {
  let a = mat2x2f();
  let b = mat2x2f(1.0, 0.0, 0.0, 1.0);
  let c = mat2x2f(vec2f(1.0, 0.0), vec2f(0.0, 1.0));
  let d = mat2x2(1.0, 2.0, 3.0, 4.0);
  let e = mat3x3f(vec3f(1.0), vec3f(2.0), vec3f(3.0));
  let g = mat2x3f(1.0, 2.0, 3.0, 4.0, 5.0, 6.0);
  let h = mat3x2(vec2(1.0, 2.0), vec2(3.0, 4.0), vec2(5.0, 6.0));
  let i = mat4x4f(1.0, 0.0, 0.0, 0.0,
                  0.0, 1.0, 0.0, 0.0,
                  0.0, 0.0, 1.0, 0.0,
                  0.0, 0.0, 0.0, 1.0);
  let j = mat4x4f(i);
  let k: mat3x3f = e * transpose(e);
  let l = g * h;
  let m = h * g;
  let col: vec3f = e[1];
  let x: f32 = i[3][2];
  _ = a + b + c + d;
  _ = k; _ = l; _ = m; _ = col; _ = x;
  return j * 2.0;
}
