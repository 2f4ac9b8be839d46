// An expression of unknown names where the address space goes.
var<a-b> x: u32;
