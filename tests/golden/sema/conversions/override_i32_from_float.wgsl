override iterations: i32 = 2.5;
