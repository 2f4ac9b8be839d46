fn f() {
  loop {
    continuing {
      break if true;
      _ = 1;
    }
  }
}
