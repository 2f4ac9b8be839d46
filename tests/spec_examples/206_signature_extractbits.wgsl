@const @must_use fn extractBits(e: T,
                                offset: u32,
                                count: u32) -> T
