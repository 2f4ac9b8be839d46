fn f() {
  if true @diagnostic(off, derivative_uniformity) @diagnostic(info, derivative_uniformity) {}
}
