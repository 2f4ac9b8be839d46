@const @must_use fn select(f: T,
                           t: T,
                           cond: bool) -> T
