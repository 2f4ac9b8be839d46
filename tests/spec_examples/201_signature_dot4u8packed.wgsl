@const @must_use fn dot4U8Packed(e1: u32,
                                 e2: u32) -> u32
