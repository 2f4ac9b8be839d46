@const @must_use fn floor(e: T) -> T
