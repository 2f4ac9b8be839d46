var<workgroup> flag: atomic<bool>;
