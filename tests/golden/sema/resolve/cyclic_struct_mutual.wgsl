struct A {
  b: B,
}
struct B {
  a: A,
}
