@const @must_use fn faceForward(e1: T,
                                e2: T,
                                e3: T) -> T
