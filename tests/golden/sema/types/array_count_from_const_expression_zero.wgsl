const TILE = 8u;
var<workgroup> scratch: array<f32, TILE - 8u>;
