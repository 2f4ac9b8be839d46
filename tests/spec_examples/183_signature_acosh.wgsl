@const @must_use fn acosh(x: T) -> T
