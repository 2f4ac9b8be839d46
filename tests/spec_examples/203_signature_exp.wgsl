@const @must_use fn exp(e1: T) -> T
