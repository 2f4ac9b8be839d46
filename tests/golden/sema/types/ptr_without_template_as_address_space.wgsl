// ptr named without its template list as an address space.
var<ptr> x: u32;
