@must_use fn subgroupMin(e : T) -> T
