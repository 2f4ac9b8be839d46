struct Cfg { n: u32 }
override cfg: Cfg;
