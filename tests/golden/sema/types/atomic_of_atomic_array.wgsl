var<workgroup> bins: atomic<array<u32, 256>>;
