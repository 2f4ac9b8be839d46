@const @must_use fn atanh(t: T) -> T
