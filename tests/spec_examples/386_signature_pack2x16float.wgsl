@const @must_use fn pack2x16float(e: vec2<f32>) -> u32
