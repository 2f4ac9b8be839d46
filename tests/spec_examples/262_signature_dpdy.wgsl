@must_use fn dpdy(e: T) -> T
