fn bump(p: ptr<function, i32, read_write>) {
  *p += 1;
}
