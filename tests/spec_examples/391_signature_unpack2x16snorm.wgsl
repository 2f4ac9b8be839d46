@const @must_use fn unpack2x16snorm(e: u32) -> vec2<f32>
