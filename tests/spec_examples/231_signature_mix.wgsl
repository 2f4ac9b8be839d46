@const @must_use fn mix(e1: T2,
                        e2: T2,
                        e3: T) -> T2
