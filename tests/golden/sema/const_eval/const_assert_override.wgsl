override block: u32 = 64u;
const_assert block <= 256u;
