@const @must_use fn cross(a: vec3<T>,
                          b: vec3<T>) -> vec3<T>
