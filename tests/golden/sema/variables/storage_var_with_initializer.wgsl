@group(0) @binding(0) var<storage, read_write> count: u32 = 0u;
