fn g() {}
struct S { x: u32 }
alias A = u32;
var<private> gv: u32;
const c = 1u;
override o: u32;
var<private> mt: position;
