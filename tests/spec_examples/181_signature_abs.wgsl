@const @must_use fn abs(e: T ) -> T
