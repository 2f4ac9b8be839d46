@must_use fn subgroupElect() -> bool
