// Function declarations: parameters, return types, returning composites, call graphs.
struct Ray {
  origin : vec3f,
  dir : vec3f,
}

fn nothing() {}

fn early_return(x : i32) {
  if x > 0 {
    return;
  }
  nothing();
}

fn identity(x : f32) -> f32 { return x; }

fn many_params(a : i32, b : u32, c : f32, d : bool, e : vec2f, f : mat2x2f, g : array<i32, 2>,
               h : Ray) -> f32 {
  return f32(a) + f32(b) + c + select(0.0, 1.0, d) + e.x + f[0][0] + f32(g[1]) + h.dir.x;
}

fn make_ray(o : vec3f) -> Ray {
  return Ray(o, normalize(vec3f(0.0, 0.0, -1.0)));
}

fn make_array() -> array<vec4f, 2> {
  return array(vec4f(1.0), vec4f(2.0));
}

fn all_paths_return(x : i32) -> i32 {
  switch x {
    case 0 { return 1; }
    default { return 2; }
  }
}

fn loop_return(limit : i32) -> i32 {
  var i = 0;
  loop {
    if i == limit {
      return i;
    }
    i++;
  }
}

fn if_else_return(b : bool) -> u32 {
  if b {
    return 1u;
  } else {
    return 0u;
  }
}

@must_use
fn pure_fn(v : vec3f) -> f32 {
  return dot(v, v);
}

fn main() {
  early_return(1);
  let r = make_ray(vec3f(1.0));
  let arr = make_array();
  var acc = identity(1.0) + many_params(1, 2u, 3.0, true, vec2f(), mat2x2f(), array(1, 2), r);
  acc += arr[1].w + f32(all_paths_return(0) + loop_return(3)) + f32(if_else_return(true));
  acc += pure_fn(r.dir);
  _ = acc;
}
