@const @must_use fn frexp(e: T) -> __frexp_result_vecN_abstract
