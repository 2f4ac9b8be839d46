@group(0) @binding(0) var<storage, read> counter: atomic<u32>;
