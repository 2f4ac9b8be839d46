struct non_coherent { a: i32 }
