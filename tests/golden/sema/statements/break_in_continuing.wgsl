fn f() {
  var i = 0;
  loop {
    continuing {
      i++;
      if (i > 10) { break; }
    }
  }
}
