@const @must_use fn trunc(e: T) -> T
