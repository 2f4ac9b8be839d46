@const @must_use fn S(e1 : T1, ..., eN : TN) -> S
