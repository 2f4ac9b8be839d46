@must_use fn textureDimensions(t: T) -> vec3<u32>
