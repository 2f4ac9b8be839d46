@const @must_use fn i32(e : T) -> i32
