@const @must_use fn log2(e: T) -> T
