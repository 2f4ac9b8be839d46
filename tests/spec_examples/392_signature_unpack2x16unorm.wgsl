@const @must_use fn unpack2x16unorm(e: u32) -> vec2<f32>
