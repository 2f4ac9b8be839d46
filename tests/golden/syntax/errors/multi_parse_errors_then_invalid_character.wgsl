fn a() {
  let x = 1
}

fn b() {
  let y = 2
}

fn c() {
  let $z = 3;
}

fn d() {
  let w = 4
}
