@const @must_use fn pack4xI8Clamp(e: vec4<i32>) -> u32
