fn g() {}
struct S { x: u32 }
alias A = u32;
var<private> gv: u32;
const c = 1u;
override o: u32;
fn f(p: u32) {
  let l = 1u;
  var lv = 1u;
  var x: g<i32>;
}
