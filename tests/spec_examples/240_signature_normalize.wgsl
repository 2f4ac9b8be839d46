@const @must_use fn normalize(e: vecN<T> ) -> vecN<T>
