@const @must_use fn countTrailingZeros(e: T) -> T
