@must_use fn textureDimensions(t: T,
                               level: L) -> vec3<u32>
