@const @must_use fn vec4() -> vec4<T>
