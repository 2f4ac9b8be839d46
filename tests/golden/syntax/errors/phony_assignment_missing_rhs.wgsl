fn main() {
  _ = ;
}
