fn main() {
  loop
    break;
  }
}
