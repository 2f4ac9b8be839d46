@must_use fn fwidthCoarse(e: T) -> T
