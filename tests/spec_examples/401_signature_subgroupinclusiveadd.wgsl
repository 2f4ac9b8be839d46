@must_use fn subgroupInclusiveAdd(e : T) -> T
