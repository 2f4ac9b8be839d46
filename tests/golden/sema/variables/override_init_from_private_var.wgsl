var<private> base: u32 = 4u;
override size: u32 = base * 2u;
