fn f(p: ptr<private, 1>) {}
