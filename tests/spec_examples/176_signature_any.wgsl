@const @must_use fn any(e: bool) -> bool
