@const @must_use fn pack4xU8(e: vec4<u32>) -> u32
