var<private> counter: u32;
const p = &counter;
