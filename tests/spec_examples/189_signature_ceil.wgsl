@const @must_use fn ceil(e: T) -> T
