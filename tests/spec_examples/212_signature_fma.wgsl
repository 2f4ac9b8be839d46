@const @must_use fn fma(e1: T,
                        e2: T,
                        e3: T) -> T
