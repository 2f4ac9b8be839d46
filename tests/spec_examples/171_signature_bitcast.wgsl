@const @must_use fn bitcast<vec2<f16>>(e : T) -> vec2<f16>
