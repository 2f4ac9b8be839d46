diagnostic(off, derivative_uniformity)

@group(0) @binding(0) var<storage, read_write> out : array<f32>;
