fn f(p: ptr<function>) {}
