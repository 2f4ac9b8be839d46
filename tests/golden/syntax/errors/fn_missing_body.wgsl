fn one() -> i32;
