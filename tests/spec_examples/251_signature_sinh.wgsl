@const @must_use fn sinh(a: T) -> T
