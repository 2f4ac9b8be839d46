@const @must_use fn cosh(a: T) -> T
