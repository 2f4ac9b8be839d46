@must_use fn subgroupShuffleXor(e : T,  mask : u32) -> T
