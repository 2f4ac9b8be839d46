@const @must_use fn min(e1: T,
                        e2: T) -> T
