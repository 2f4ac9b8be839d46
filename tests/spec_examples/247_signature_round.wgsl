@const @must_use fn round(e: T) -> T
