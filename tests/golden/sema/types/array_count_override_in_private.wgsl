override block_size: u32 = 64u;
var<private> cache: array<f32, block_size>;
