// A number where the access mode goes.
var<private, 1> x: u32;
