@must_use fn subgroupAnd(e : T) -> T
