@must_use fn textureDimensions(t: T,
                               level: L) -> u32
