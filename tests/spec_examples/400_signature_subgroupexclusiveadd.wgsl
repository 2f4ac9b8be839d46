@must_use fn subgroupExclusiveAdd(e : T) -> T
