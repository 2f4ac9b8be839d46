@must_use fn fwidth(e: T) -> T
