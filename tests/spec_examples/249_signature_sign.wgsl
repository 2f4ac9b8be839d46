@const @must_use fn sign(e: T) -> T
