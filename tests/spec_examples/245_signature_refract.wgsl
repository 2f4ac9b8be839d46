@const @must_use fn refract(e1: T,
                            e2: T,
                            e3: I) -> T
