@const @must_use fn log(e: T) -> T
