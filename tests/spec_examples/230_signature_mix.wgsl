@const @must_use fn mix(e1: T,
                        e2: T,
                        e3: T) -> T
