@must_use fn subgroupAdd(e : T) -> T
