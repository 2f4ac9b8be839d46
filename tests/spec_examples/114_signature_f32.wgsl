@const @must_use fn f32(e : T) -> f32
