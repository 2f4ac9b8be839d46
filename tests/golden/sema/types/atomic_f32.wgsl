@group(0) @binding(0) var<storage, read_write> accum: atomic<f32>;
