@group(0) @binding(0) var s: sampler;
fn f() {
  var local_sampler = s;
}
