@group(0) var<storage, read_write> data: array<u32>;
