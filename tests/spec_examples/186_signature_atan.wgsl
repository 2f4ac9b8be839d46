@const @must_use fn atan(e: T) -> T
