@must_use fn subgroupShuffle(e : T, id : I) -> T
