@must_use fn subgroupAny(e : bool) -> bool
