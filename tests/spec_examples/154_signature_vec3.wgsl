@const @must_use fn vec3() -> vec3<T>
