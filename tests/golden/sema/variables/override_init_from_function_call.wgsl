fn default_size() -> u32 { return 64u; }
override size: u32 = default_size();
