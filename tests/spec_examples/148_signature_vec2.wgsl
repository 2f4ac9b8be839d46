@const @must_use fn vec2() -> vec2<T>
