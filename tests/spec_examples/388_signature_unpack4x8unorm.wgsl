@const @must_use fn unpack4x8unorm(e: u32) -> vec4<f32>
