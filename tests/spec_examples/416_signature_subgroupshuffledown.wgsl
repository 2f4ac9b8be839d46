@must_use fn subgroupShuffleDown(e : T, delta : u32) -> T
