@must_use fn subgroupOr(e : T) -> T
