@const @must_use fn countOneBits(e: T) -> T
