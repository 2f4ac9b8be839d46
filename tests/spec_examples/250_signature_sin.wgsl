@const @must_use fn sin(e: T) -> T
