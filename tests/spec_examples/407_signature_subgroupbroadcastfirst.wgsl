@must_use fn subgroupBroadcastFirst(e : T) -> T
