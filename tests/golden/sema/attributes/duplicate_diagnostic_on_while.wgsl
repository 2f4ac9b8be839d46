fn f() {
  @diagnostic(off, derivative_uniformity) @diagnostic(off, derivative_uniformity) while false {}
}
