@const @must_use fn atan2(y: T,
                          x: T) -> T
