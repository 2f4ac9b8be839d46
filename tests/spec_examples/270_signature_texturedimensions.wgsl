@must_use fn textureDimensions(t: T) -> vec2<u32>
