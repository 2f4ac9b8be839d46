@must_use fn dpdyFine(e: T) -> T
