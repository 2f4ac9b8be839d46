@must_use var<private> x: i32;
