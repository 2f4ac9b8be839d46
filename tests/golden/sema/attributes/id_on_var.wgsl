@id(0) var<private> x: u32;
