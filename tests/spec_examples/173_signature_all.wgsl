@const @must_use fn all(e: vecN<bool>) -> bool
