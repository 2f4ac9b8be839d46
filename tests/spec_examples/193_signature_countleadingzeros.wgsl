@const @must_use fn countLeadingZeros(e: T) -> T
