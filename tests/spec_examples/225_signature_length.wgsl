@const @must_use fn length(e: T) -> S
