struct Inner {
  count: u32,
  data: array<u32>,
}
struct Outer {
  header: u32,
  inner: Inner,
}
