@must_use fn fwidthFine(e: T) -> T
