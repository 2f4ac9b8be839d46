fn f() {
  for (var i = 0; ; i++) { continue; break; }
}
