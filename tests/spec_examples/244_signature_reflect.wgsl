@const @must_use fn reflect(e1: T,
                            e2: T) -> T
