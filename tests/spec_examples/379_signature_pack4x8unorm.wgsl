@const @must_use fn pack4x8unorm(e: vec4<f32>) -> u32
