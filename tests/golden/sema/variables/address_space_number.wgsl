// A number where the address space goes.
var<1> x: u32;
