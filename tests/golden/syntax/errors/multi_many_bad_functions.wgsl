fn f0() {
  let x = 0
}

fn f1() {
  let x = 1
}

fn f2() {
  let x = 2
}

fn f3() {
  let x = 3
}

fn f4() {
  let x = 4
}

fn f5() {
  let x = 5
}

fn f6() {
  let x = 6
}

fn f7() {
  let x = 7
}

fn f8() {
  let x = 8
}

fn f9() {
  let x = 9
}

fn f10() {
  let x = 10
}

fn f11() {
  let x = 11
}

fn f12() {
  let x = 12
}

fn f13() {
  let x = 13
}

fn f14() {
  let x = 14
}

fn f15() {
  let x = 15
}

fn f16() {
  let x = 16
}

fn f17() {
  let x = 17
}

fn f18() {
  let x = 18
}

fn f19() {
  let x = 19
}

fn f20() {
  let x = 20
}

fn f21() {
  let x = 21
}

fn f22() {
  let x = 22
}

fn f23() {
  let x = 23
}

fn f24() {
  let x = 24
}

fn f25() {
  let x = 25
}

fn f26() {
  let x = 26
}

fn f27() {
  let x = 27
}

fn f28() {
  let x = 28
}

fn f29() {
  let x = 29
}

fn f30() {
  let x = 30
}

fn f31() {
  let x = 31
}

fn f32() {
  let x = 32
}

fn f33() {
  let x = 33
}

fn f34() {
  let x = 34
}

fn f35() {
  let x = 35
}

fn f36() {
  let x = 36
}

fn f37() {
  let x = 37
}

fn f38() {
  let x = 38
}

fn f39() {
  let x = 39
}

