fn f() {
  switch 1 @compute { default {} }
}
