@const @must_use fn T() -> T
