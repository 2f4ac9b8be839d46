@must_use fn subgroupShuffleUp(e : T, delta : u32) -> T
