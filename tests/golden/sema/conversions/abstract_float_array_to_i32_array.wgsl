const a: array<i32, 2> = array(1.0, 2.5);
