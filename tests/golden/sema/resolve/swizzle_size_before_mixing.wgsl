// Tint checks the length of a swizzle before mixing the two letter sets.
fn f() {
  var v: vec4<u32>;
  let x = v.rgbax;
}
