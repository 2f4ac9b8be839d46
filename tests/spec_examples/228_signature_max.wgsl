@const @must_use fn max(e1: T,
                        e2: T) -> T
