@const @must_use fn bitcast<vec4<f16>>(e : vec2<T>) -> vec4<f16>
