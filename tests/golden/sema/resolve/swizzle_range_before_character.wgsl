// Tint checks each swizzle letter in turn: `w` is past a vec3 before `c` is found not to be a letter.
fn f() {
  var v: vec3<u32>;
  let x = v.wacc;
}
