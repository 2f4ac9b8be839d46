@const @must_use fn reverseBits(e: T) -> T
