fn f(pp: ptr<function, ptr<function, i32>>) {}
