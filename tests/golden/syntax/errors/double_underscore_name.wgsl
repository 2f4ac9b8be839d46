var<private> __counter : i32;
