@const @must_use fn acos(e: T) -> T
