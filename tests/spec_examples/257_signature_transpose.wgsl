@const @must_use fn transpose(e: matRxC<T>) -> matCxR<T>
