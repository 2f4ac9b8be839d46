fn f() {
  @compute while false {}
}
