var<storage, read_write> data: array<f32>;
