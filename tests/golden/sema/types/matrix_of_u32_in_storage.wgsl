@group(0) @binding(0) var<storage, read_write> transforms: array<mat4x4<u32>>;
