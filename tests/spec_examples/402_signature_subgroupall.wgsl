@must_use fn subgroupAll(e : bool) -> bool
