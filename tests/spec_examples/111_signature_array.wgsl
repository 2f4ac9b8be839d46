@const @must_use fn array(e1 : T, ..., eN : T) -> array<T, N>
