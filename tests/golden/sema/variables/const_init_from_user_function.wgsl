fn tile() -> u32 { return 16u; }
const TILE = tile();
