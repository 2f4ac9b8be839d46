const count = 4u;
var<private> count: u32;
