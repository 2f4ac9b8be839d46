@const @must_use fn firstLeadingBit(e: T) -> T
