@const @must_use fn modf(e: T) -> __modf_result_vecN_abstract
