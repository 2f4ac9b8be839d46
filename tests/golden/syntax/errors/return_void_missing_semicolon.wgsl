fn main() {
  return
}
