@const @must_use fn exp2(e: T) -> T
