@must_use fn textureNumSamples(t: T) -> u32
