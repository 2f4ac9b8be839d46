@const @must_use fn bitcast<vec2<T>>(e : vec4<f16>) -> vec2<T>
