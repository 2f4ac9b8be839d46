// Trailing commas are allowed in every comma-separated list.
enable f16,;
requires readonly_and_readwrite_storage_textures,;
diagnostic(off, derivative_uniformity,);

struct S {
  a : f32,
  b : array<u32, 2,>,
}

fn f(x : i32, y : i32,) -> i32 {
  return x + y;
}

@compute @workgroup_size(1, 1,)
fn main() {
  let s = S(1.0, array<u32, 2,>(1u, 2u,),);
  let v = vec3<f32,>(1.0, 2.0, 3.0,);
  _ = f(1, 2,);
  _ = max(v, vec3f(0.0),);
  switch f(0, 1) {
    case 1, 2, { }
    case default, { }
  }
  _ = s;
}
