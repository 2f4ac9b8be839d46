// Template list discovery: nesting, '>>' and '>=' splitting, and '<' that is not a template.
const A = 2;
const B = 3;
const C = 4;
const N = 2;

alias V = vec2<f32>;
alias Nested = array<vec2<f32>, 4>;
alias Deep = array<array<array<vec4<f32>, 2>, 3>, 4>;
alias Counted = array<i32, select(3, 2, A > B)>;     // '>' inside parentheses does not close the list
alias Shifted = array<i32, N<<1>;                     // 'N<<1' is a shift
alias Shifted2 = array<i32, (16 >> 2)>;
alias Trailing = array<u32, 4,>;
alias Spaced = array < f32 , 2 >;
alias Commented = array</* element */ f32, /* count */ 2>;

@group(0) @binding(0) var<storage, read_write> runtime_nested : array<vec2<f32>>;
@group(0) @binding(1) var<storage> deep_runtime : array<array<vec4<u32>, 2>>;
var<private> p_arr : array<vec2<f32>,2>;

fn compare(a : i32, b : i32, c : i32, d : i32) -> bool {
  let x = a<b || c>d;                   // two comparisons, not a template list
  let y = (a<b) == (c>d);
  let z = a<b && c>d;
  let w = a < b;
  let v = c > d;
  let s = (a<(b)) != (c>(d));
  return x || y || z || w || v || s;
}

fn main() {
  var v:vec2<f32>=vec2<f32>(1.0, 2.0);               // '>=' split into '>' '='
  var n:array<vec2<f32>,2>=array<vec2<f32>,2>();
  var m:vec3<i32>=vec3(1);
  let k:vec2<u32>=vec2<u32>(3u, 4u);
  var t : Nested;
  t[1] = v;
  n[0] = v;
  var c : Counted;
  c[2] = i32(k.x);
  var sh : Shifted;
  sh[3] = c[0];
  var sh2 : Shifted2;
  sh2[3] = sh[0];
  runtime_nested[0] = v;
  let arr = array<i32, 3>(1, 2, 3);
  let inferred = array(1u, 2u, 3u);
  let b = bitcast<u32>(1.0);
  let bv = bitcast<vec2<i32>>(vec2<u32>(b));
  let ptr_v : ptr<function, vec2<f32>> = &v;
  let ptr_w:ptr<function,vec2<f32>>=&v;              // '>>=' split into '>' '>' '='
  var sh_assign = 1u;
  sh_assign<<=2u;                                      // 'sh_assign<' is not a template
  sh_assign>>=1u;
  let q = vec2<f32>(vec2<i32>(bv));
  m.x = arr[i32(A<B)] + i32(inferred[0]);        // inside (...) of [...], A<B is a comparison
  _ = compare(A, B, C, N);
  _ = ptr_v;
  _ = ptr_w;
  _ = q;
  var ts : Trailing;
  var sp : Spaced;
  var cm : Commented;
  ts[0] = u32(sp[0] + cm[1]);
  _ = deep_runtime[0][1].x;
  p_arr[1] = vec2<f32>(f32(A>>1), f32(B<<1));
  var d : Deep;
  d[3][2][1] = vec4<f32>(1.0);
}
