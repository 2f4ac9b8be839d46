@diagnostic(off, derivative_uniformity)
@diagnostic(warning, derivative_uniformity)
fn helper() {}
