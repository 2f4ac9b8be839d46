@const @must_use fn asinh(y: T) -> T
