@const @must_use fn pow(e1: T,
                        e2: T) -> T
