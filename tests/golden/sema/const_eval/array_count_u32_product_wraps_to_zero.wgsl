const ROWS = 0x10000u;
var<private> big: array<f32, ROWS * ROWS>;
