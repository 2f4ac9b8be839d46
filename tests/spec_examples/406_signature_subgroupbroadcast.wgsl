@must_use fn subgroupBroadcast(e : T, id : I) -> T
