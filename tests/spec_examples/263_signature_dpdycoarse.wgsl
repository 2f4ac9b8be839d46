@must_use fn dpdyCoarse(e: T) -> T
