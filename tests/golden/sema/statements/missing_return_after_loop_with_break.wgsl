fn find(v: u32) -> u32 {
  var i = 0u;
  loop {
    if (i == v) { break; }
    i++;
  }
}
