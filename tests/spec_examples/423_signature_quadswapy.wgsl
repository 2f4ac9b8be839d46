@must_use fn quadSwapY(e : T) -> T
