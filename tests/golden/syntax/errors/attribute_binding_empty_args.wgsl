@group(0) @binding() var<storage, read> input : array<u32>;
