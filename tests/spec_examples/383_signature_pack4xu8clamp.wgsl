@const @must_use fn pack4xU8Clamp(e: vec4<u32>) -> u32
