@const @must_use fn unpack4x8snorm(e: u32) -> vec4<f32>
