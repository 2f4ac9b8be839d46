@const @must_use fn u32(e : T) -> u32
