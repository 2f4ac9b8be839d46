@const @must_use fn smoothstep(edge0: T,
                               edge1: T,
                               x: T) -> T
