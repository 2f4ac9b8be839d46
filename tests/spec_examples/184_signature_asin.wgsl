@const @must_use fn asin(e: T) -> T
