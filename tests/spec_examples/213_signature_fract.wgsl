@const @must_use fn fract(e: T) -> T
