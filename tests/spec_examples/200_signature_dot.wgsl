@const @must_use fn dot(e1: vecN<T>,
                        e2: vecN<T>) -> T
