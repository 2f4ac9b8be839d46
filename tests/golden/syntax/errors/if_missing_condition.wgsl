fn main() {
  if {
  }
}
