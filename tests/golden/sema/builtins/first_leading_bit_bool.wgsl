fn f(b: bool) -> u32 { return firstLeadingBit(b); }
