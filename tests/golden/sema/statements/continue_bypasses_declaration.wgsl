fn f() {
  var i = 0;
  loop {
    if (i > 4) { continue; }
    var x = i * 2;
    continuing {
      i += x;
      break if i > 100;
    }
  }
}
