@const @must_use fn tanh(a: T) -> T
