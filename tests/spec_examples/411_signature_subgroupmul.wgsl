@must_use fn subgroupMul(e : T) -> T
