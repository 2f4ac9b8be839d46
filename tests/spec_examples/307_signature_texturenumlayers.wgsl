@must_use fn textureNumLayers(t: T) -> u32
