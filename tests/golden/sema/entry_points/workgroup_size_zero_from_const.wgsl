const TILE = 16u;
@compute @workgroup_size(TILE, TILE / 32u)
fn main() {}
