@const @must_use fn ldexp(e1: T,
                          e2: I) -> T
