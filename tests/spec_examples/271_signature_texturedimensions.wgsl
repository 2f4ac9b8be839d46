@must_use fn textureDimensions(t: T,
                               level: L) -> vec2<u32>
