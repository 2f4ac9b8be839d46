@must_use fn subgroupExclusiveMul(e : T) -> T
