@const @must_use fn pack4x8snorm(e: vec4<f32>) -> u32
