@const @must_use fn f16(e : T) -> f16
