@must_use fn quadSwapDiagonal(e : T) -> T
