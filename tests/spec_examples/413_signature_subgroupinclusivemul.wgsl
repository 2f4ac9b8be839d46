@must_use fn subgroupInclusiveMul(e : T) -> T
