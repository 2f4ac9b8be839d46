@const @must_use fn all(e: bool) -> bool
