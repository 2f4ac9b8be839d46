@const @must_use fn bitcast<T>(e : vec2<f16>) -> T
