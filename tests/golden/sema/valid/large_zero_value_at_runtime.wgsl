@compute @workgroup_size(1) fn main() {
  var a = array<mat4x4f, 20000>();
  a[0][0].x = 1.0;
}
