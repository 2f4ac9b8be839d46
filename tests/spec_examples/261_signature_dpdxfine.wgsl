@must_use fn dpdxFine(e: T) -> T
