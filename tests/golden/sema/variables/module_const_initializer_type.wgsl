// A module-scope const with an initializer of the wrong type is reported at the declaration.
const A: i32 = 3 > 1;
