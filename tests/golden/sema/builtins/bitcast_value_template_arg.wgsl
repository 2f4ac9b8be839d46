fn f() { let x = bitcast<1>(1u); }
