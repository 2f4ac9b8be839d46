@const @must_use fn radians(e1: T) -> T
