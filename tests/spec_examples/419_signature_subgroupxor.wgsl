@must_use fn subgroupXor(e : T) -> T
