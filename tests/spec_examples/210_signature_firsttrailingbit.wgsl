@const @must_use fn firstTrailingBit(e: T) -> T
