const all_ones = u32(-1);
