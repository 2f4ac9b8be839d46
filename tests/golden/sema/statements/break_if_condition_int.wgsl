fn f() {
  var i = 0u;
  loop {
    i++;
    continuing {
      break if i - 10u;
    }
  }
}
