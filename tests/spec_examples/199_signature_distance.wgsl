@const @must_use fn distance(e1: T,
                             e2: T) -> S
