@const @must_use fn step(edge: T,
                         x: T) -> T
