@compute var<private> x: u32;
