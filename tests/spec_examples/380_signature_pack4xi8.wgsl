@const @must_use fn pack4xI8(e: vec4<i32>) -> u32
