@must_use fn subgroupMax(e : T) -> T
