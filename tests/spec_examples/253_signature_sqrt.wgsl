@const @must_use fn sqrt(e: T) -> T
