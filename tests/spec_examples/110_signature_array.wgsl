@const @must_use fn array<T, N>(e1 : T, ..., eN : T) -> array<T, N>
