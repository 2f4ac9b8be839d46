fn f() {
  switch 1 {
    case 1i: {}
    case 2: {}
    default: {}
  }
}
