struct Inner {
  data: array<u32>,
}
struct Outer {
  header: u32,
  items: array<Inner, 4>,
}
