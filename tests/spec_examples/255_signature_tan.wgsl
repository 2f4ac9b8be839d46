@const @must_use fn tan(e: T) -> T
