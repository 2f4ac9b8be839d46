@const @must_use fn any(e: vecN<bool>) -> bool
