@const @must_use fn bitcast<T>(e : S) -> T
