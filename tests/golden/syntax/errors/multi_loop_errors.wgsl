fn f() {
  var i = 0;
  loop {
    i++;
    continuing
      break if i > 4;
    }
  }
}

fn g() {
  var i = 0;
  while {
    i++;
  }
}

fn h() {
  do {
  } while (false);
}
