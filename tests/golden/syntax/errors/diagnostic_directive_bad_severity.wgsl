diagnostic(disable, derivative_uniformity);

fn main() {}
