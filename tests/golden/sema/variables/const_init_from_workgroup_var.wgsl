var<workgroup> a: atomic<u32>;
const c = a;
