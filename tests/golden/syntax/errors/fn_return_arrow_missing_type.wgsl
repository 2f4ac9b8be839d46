fn one() -> {
  return 1;
}
