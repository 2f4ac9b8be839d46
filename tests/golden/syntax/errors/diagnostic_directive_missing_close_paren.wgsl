diagnostic(warning, derivative_uniformity;

fn main() {}
