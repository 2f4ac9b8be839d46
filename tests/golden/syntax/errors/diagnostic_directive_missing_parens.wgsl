diagnostic off, derivative_uniformity;

fn main() {}
