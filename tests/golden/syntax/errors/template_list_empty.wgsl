fn main() {
  var v : vec4<> = vec4(1.0);
}
