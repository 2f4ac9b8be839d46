var<private> counter: atomic<i32>;
