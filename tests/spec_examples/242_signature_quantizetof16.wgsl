@const @must_use fn quantizeToF16(e: T) -> T
