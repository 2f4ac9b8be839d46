@must_use fn quadSwapX(e : T) -> T
