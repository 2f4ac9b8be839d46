override block_size: u32 = 64u;
fn block_size() -> u32 { return 64u; }
