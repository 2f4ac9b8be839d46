@const @must_use fn pack2x16snorm(e: vec2<f32>) -> u32
