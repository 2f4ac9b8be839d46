@must_use fn textureDimensions(t: T) -> u32
