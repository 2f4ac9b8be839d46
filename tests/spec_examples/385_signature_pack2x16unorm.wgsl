@const @must_use fn pack2x16unorm(e: vec2<f32>) -> u32
