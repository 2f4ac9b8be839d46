const TILE: u32 = 16.0;
