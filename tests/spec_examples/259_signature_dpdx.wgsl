@must_use fn dpdx(e: T) -> T
