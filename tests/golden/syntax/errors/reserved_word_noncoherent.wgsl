fn f() { let noncoherent = 1; }
