@group(0) @binding(0) var<storage, read> s: i32;
fn f() {
  s --;
}
