@const @must_use fn bool(e : T) -> bool
