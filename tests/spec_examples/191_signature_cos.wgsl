@const @must_use fn cos(e: T) -> T
