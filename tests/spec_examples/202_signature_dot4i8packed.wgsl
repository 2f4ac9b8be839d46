@const @must_use fn dot4I8Packed(e1: u32,
                                 e2: u32) -> i32
