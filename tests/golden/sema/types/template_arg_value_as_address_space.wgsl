fn f(p: ptr<1, i32>) {}
