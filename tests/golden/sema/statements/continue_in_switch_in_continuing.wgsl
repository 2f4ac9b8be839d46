fn f() {
  var i = 0;
  loop {
    continuing {
      switch (i) {
        case 0: { continue; }
        default: { }
      }
      i++;
      break if i > 5;
    }
  }
}
