@must_use fn textureNumLevels(t: T) -> u32
