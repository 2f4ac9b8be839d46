@const @must_use fn degrees(e1: T) -> T
