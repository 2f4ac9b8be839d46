@group(0) @binding(0) var<storage, read_write> half_data: array<f16>;
