@const @must_use fn bitcast<vecN<T>>(e : vecN<S>) -> vecN<T>
