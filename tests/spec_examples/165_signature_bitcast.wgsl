@const @must_use fn bitcast<T>(e : T) -> T
