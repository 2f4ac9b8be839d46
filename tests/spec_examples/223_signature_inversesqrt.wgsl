@const @must_use fn inverseSqrt(e: T) -> T
