@const @must_use fn saturate(e: T) -> T
