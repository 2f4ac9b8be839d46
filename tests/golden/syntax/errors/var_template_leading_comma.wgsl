@group(0) @binding(0) var<, storage> data : array<u32>;
