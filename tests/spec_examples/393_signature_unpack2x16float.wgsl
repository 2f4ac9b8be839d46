@const @must_use fn unpack2x16float(e: u32) -> vec2<f32>
