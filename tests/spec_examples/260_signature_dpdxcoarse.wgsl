@must_use fn dpdxCoarse(e: T) -> T
