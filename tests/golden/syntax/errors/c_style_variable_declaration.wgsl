fn main() {
  int x = 1;
}
