alias Color = vec4f;

fn f() -> vec4f {
  let c = Color;
  return c;
}
