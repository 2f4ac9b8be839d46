fn main() {
  var x : f32 = ;
}
