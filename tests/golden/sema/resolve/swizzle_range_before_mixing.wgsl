// A letter past the vector (`a` of a vec3) is found before the mixed letter sets.
fn f() {
  var v: vec3<u32>;
  let x = v.rgbaxyzw;
}
