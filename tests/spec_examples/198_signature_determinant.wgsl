@const @must_use fn determinant(e: matCxC<T>) -> T
