@const @must_use fn clamp(e: T,
                          low: T,
                          high: T) -> T
