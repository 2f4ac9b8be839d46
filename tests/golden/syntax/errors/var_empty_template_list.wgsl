var<> counter : i32;
